package io.hantei.embed;

/**
 * The compiler behind {@link RuleSet#compile}: the Groovy half of this package implements it
 * (io.hantei.embed.ScriptRuleSets), so that the API's signatures hold no Groovy type.
 */
interface Engine {

    Engine COMPILER = Loader.load();

    RuleSet compile(String source, String scriptName, Options options);

    /** Finds the implementation once. */
    final class Loader {
        private Loader() {
        }

        static Engine load() {
            try {
                return (Engine) Class.forName("io.hantei.embed.ScriptRuleSets", true, Engine.class.getClassLoader())
                        .getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("hantei: the rule script engine (io.hantei.embed.ScriptRuleSets) is missing"
                        + " from the class path: is Groovy on it?", e);
            }
        }
    }
}
