package io.hantei.engine

import groovy.transform.CompileStatic
import org.junit.platform.engine.EngineDiscoveryRequest
import org.junit.platform.engine.ExecutionRequest
import org.junit.platform.engine.TestDescriptor
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.support.config.PrefixedConfigurationParameters
import org.junit.platform.engine.support.descriptor.EngineDescriptor
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver
import org.junit.platform.engine.support.hierarchical.ForkJoinPoolHierarchicalTestExecutorService
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService
import org.junit.platform.engine.support.hierarchical.SameThreadHierarchicalTestExecutorService

/**
 * Level checks as JUnit Platform tests (engine id {@code hantei}): a container per script
 * (named by its path), a container per {@code check} (named by the check, with its tags), and a
 * test per example ({@code hit (150, 130)}), each with its file and line. Registered in the
 * jar's {@code META-INF/services}, so a build or an IDE that runs the JUnit Platform finds it
 * with {@code io.hantei:hantei} on the test class path. Discovery: {@link ScriptResolver};
 * settings: {@link EngineSettings}. Scripts compile and run through the one pipeline, as
 * {@code ./hantei run} runs them ({@link io.hantei.dsl.ScriptRunner}).
 */
@CompileStatic
final class HanteiTestEngine extends HierarchicalTestEngine<HanteiContext> {

    static final String ID = 'hantei'

    @Override
    String getId() {
        ID
    }

    @Override
    Optional<String> getGroupId() {
        Optional.of('io.hantei')
    }

    @Override
    Optional<String> getArtifactId() {
        Optional.of('hantei')
    }

    @Override
    TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        EngineSettings settings = new EngineSettings(request.configurationParameters)
        EngineDescriptor engine = new EngineDescriptor(uniqueId, 'hantei level checks')
        EngineDiscoveryRequestResolver.<EngineDescriptor> builder()
                .addSelectorResolver(new ScriptResolver(settings))
                .build()
                .resolve(request, engine)
        engine
    }

    @Override
    protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
        EngineSettings settings = new EngineSettings(request.configurationParameters)
        settings.parallel
                ? new ForkJoinPoolHierarchicalTestExecutorService(
                        new PrefixedConfigurationParameters(request.configurationParameters, EngineSettings.PARALLEL_CONFIG_PREFIX))
                : new SameThreadHierarchicalTestExecutorService()
    }

    @Override
    protected HanteiContext createExecutionContext(ExecutionRequest request) {
        new HanteiContext(new EngineSettings(request.configurationParameters), request.engineExecutionListener)
    }
}
