package io.hantei.embed

import groovy.transform.CompileStatic
import groovy.transform.PackageScope

/** The Groovy half of {@link RuleSet#compile}: found by {@code Engine}, so the API names no Groovy type. */
@CompileStatic
@PackageScope
class ScriptRuleSets implements Engine {

    @Override
    RuleSet compile(String source, String scriptName, Options options) {
        ScriptRuleSet.compile(source, scriptName, options)
    }
}
