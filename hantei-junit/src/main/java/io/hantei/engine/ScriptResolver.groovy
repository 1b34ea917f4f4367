package io.hantei.engine

import groovy.transform.CompileStatic
import org.junit.platform.engine.DiscoverySelector
import org.junit.platform.engine.TestDescriptor
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.discovery.ClassSelector
import org.junit.platform.engine.discovery.ClasspathRootSelector
import org.junit.platform.engine.discovery.DirectorySelector
import org.junit.platform.engine.discovery.DiscoverySelectors
import org.junit.platform.engine.discovery.FileSelector
import org.junit.platform.engine.discovery.PackageSelector
import org.junit.platform.engine.discovery.UniqueIdSelector
import org.junit.platform.engine.support.discovery.SelectorResolver

import java.nio.file.Path

/**
 * From what a tool asks for to level scripts and checks:
 * <ul>
 *   <li>a file ending in {@code .groovy}: that script, with all its checks;</li>
 *   <li>a directory: every {@code .groovy} under it, recursively, in path order;</li>
 *   <li>a classpath root (an IDE's "all tests of this module"), the class {@link LevelChecks}
 *       or a class that extends it (Surefire, Gradle): the levels folder ({@code hantei.levels});</li>
 *   <li>a package {@code rooms.east}: the folder {@code rooms/east} of the levels folder;</li>
 *   <li>a unique id: the script, or one check of it (an IDE's re-run); an example's id re-runs its check.</li>
 * </ul>
 * Everything else (the classes of other engines' tests) is not the engine's.
 */
@CompileStatic
final class ScriptResolver implements SelectorResolver {

    private final EngineSettings settings
    private final Path workingDirectory = new File('').absoluteFile.toPath()

    ScriptResolver(EngineSettings settings) {
        this.settings = settings
    }

    @Override
    SelectorResolver.Resolution resolve(ClasspathRootSelector selector, SelectorResolver.Context context) {
        levels()
    }

    @Override
    SelectorResolver.Resolution resolve(ClassSelector selector, SelectorResolver.Context context) {
        isLevelChecks(selector.className) ? levelsFor(selector.className, context) : SelectorResolver.Resolution.unresolved()
    }

    private static boolean isLevelChecks(String className) {
        try {
            return className == LevelChecks.name ||
                    LevelChecks.isAssignableFrom(Class.forName(className, false, Thread.currentThread().contextClassLoader ?: LevelChecks.classLoader))
        } catch (Throwable ignored) { // a class that does not load is another engine's business
            return false
        }
    }

    /** The levels folder inside a container that names the class a build tool asked for. */
    private SelectorResolver.Resolution levelsFor(String className, SelectorResolver.Context context) {
        List<File> scripts = settings.levels.isDirectory() ? scriptsUnder(settings.levels) : []
        String where = "levels folder ${shownAs(settings.levels)} (configuration parameter ${EngineSettings.LEVELS})"
        String empty = !settings.levels.isDirectory() ? "hantei: no $where: put the level scripts there, or name their folder" +
                " in ${EngineSettings.LEVELS} in src/test/resources/junit-platform.properties"
                : scripts.isEmpty() ? "hantei: the $where holds no .groovy script" : null
        Optional<LevelsDescriptor> made = context.addToParent { TestDescriptor parent ->
            Optional.of(new LevelsDescriptor(parent.uniqueId.append(LevelsDescriptor.SEGMENT, className), className, empty))
        }
        made.map { LevelsDescriptor levels ->
            SelectorResolver.Resolution.match(SelectorResolver.Match.exact(levels, {
                scripts.collect { DiscoverySelectors.selectFile(it) } as Set<DiscoverySelector>
            }))
        }.orElse(SelectorResolver.Resolution.unresolved())
    }

    @Override
    SelectorResolver.Resolution resolve(PackageSelector selector, SelectorResolver.Context context) {
        File dir = selector.packageName ? new File(settings.levels, selector.packageName.replace('.', File.separator)) : settings.levels
        dir.isDirectory() ? SelectorResolver.Resolution.selectors([DiscoverySelectors.selectDirectory(dir)] as Set<DiscoverySelector>)
                : SelectorResolver.Resolution.unresolved()
    }

    private SelectorResolver.Resolution levels() {
        settings.levels.isDirectory()
                ? SelectorResolver.Resolution.selectors([DiscoverySelectors.selectDirectory(settings.levels)] as Set<DiscoverySelector>)
                : SelectorResolver.Resolution.unresolved()
    }

    @Override
    SelectorResolver.Resolution resolve(DirectorySelector selector, SelectorResolver.Context context) {
        File dir = selector.directory
        if (!dir.isDirectory()) {
            return SelectorResolver.Resolution.unresolved()
        }
        Set<DiscoverySelector> files = new LinkedHashSet<>()
        scriptsUnder(dir).each { files.add(DiscoverySelectors.selectFile(it)) }
        files ? SelectorResolver.Resolution.selectors(files) : SelectorResolver.Resolution.unresolved()
    }

    @Override
    SelectorResolver.Resolution resolve(FileSelector selector, SelectorResolver.Context context) {
        File file = selector.file
        if (!file.name.endsWith('.groovy') || !file.isFile()) {
            return SelectorResolver.Resolution.unresolved()
        }
        script(file, context)
    }

    /** Every {@code .groovy} under the folder, recursively, in the order of their paths. */
    private List<File> scriptsUnder(File dir) {
        List<File> scripts = []
        dir.eachFileRecurse(groovy.io.FileType.FILES) { File f ->
            if (f.name.endsWith('.groovy')) {
                scripts.add(f)
            }
        }
        scripts.sort { shownAs(it) }
    }

    private SelectorResolver.Resolution script(File file, SelectorResolver.Context context, UniqueId under = null) {
        String shown = shownAs(file)
        Closure<Optional<ScriptDescriptor>> creator = { TestDescriptor parent ->
            Optional.of(ScriptDescriptor.of(parent.uniqueId, file, shown, settings.compiler()))
        }
        Optional<ScriptDescriptor> made = under == null ? context.addToParent(creator)
                : context.addToParent({ -> DiscoverySelectors.selectUniqueId(under) }, creator)
        made.map { ScriptDescriptor script ->
            SelectorResolver.Resolution.match(SelectorResolver.Match.exact(script, {
                script.checks().collect { DiscoverySelectors.selectUniqueId(it.uniqueId) } as Set<DiscoverySelector>
            }))
        }.orElse(SelectorResolver.Resolution.unresolved())
    }

    @Override
    SelectorResolver.Resolution resolve(UniqueIdSelector selector, SelectorResolver.Context context) {
        List<UniqueId.Segment> segments = selector.uniqueId.segments
        UniqueId parent = UniqueId.root(segments[0].type, segments[0].value)
        int at = 1
        if (segments.size() > at && segments[at].type == LevelsDescriptor.SEGMENT) {
            parent = parent.append(segments[at])
            if (segments.size() == at + 1) {
                return isLevelChecks(segments[at].value) ? levelsFor(segments[at].value, context) : SelectorResolver.Resolution.unresolved()
            }
            at++
        }
        if (segments.size() <= at || segments[at].type != ScriptDescriptor.SEGMENT) {
            return SelectorResolver.Resolution.unresolved()
        }
        File file = new File(segments[at].value)
        UniqueId scriptId = parent.append(segments[at])
        if (segments.size() == at + 1) {
            return file.isFile() ? script(file, context, parent.segments.size() > 1 ? parent : null) : SelectorResolver.Resolution.unresolved()
        }
        if (segments[at + 1].type != CheckDescriptor.SEGMENT) {
            return SelectorResolver.Resolution.unresolved()
        }
        UniqueId checkId = scriptId.append(segments[at + 1])
        if (segments.size() > at + 2) { // an example: its check runs again, and with it the example
            return SelectorResolver.Resolution.selectors([DiscoverySelectors.selectUniqueId(checkId)] as Set<DiscoverySelector>)
        }
        Optional<TestDescriptor> found = context.resolve(DiscoverySelectors.selectUniqueId(scriptId))
        if (!found.present || !(found.get() instanceof ScriptDescriptor)) {
            return SelectorResolver.Resolution.unresolved()
        }
        ScriptDescriptor script = (ScriptDescriptor) found.get()
        Optional<CheckDescriptor> check = script.check(segments[at + 1].value)
        if (!check.present) { // a check named only as it runs: the whole script runs again
            return SelectorResolver.Resolution.selectors([DiscoverySelectors.selectUniqueId(scriptId)] as Set<DiscoverySelector>)
        }
        Optional<CheckDescriptor> added = context.addToParent({ -> DiscoverySelectors.selectUniqueId(scriptId) }, { TestDescriptor p ->
            check
        })
        added.map { CheckDescriptor c -> SelectorResolver.Resolution.match(SelectorResolver.Match.exact(c)) }
                .orElse(SelectorResolver.Resolution.unresolved())
    }

    /** The path reports name a script by: from the working directory when it is under it, else absolute. */
    String shownAs(File file) {
        Path p = file.absoluteFile.toPath().normalize()
        (p.startsWith(workingDirectory) ? workingDirectory.relativize(p) : p).toString().replace(File.separatorChar, '/' as char)
    }
}
