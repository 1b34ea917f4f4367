package io.hantei.tiled

import groovy.json.JsonSlurper
import groovy.transform.CompileStatic
import groovy.transform.PackageScope

import java.nio.file.Path

/**
 * Parses JSON with Groovy's {@link JsonSlurper} into plain Java values ({@code Map}, {@code List},
 * {@code String}, {@code Number}, {@code Boolean}, {@code null}) for {@link JsonReader}: the one
 * Groovy class of the package, so that the rest is Java and the API names no Groovy type.
 * Decimal numbers come as {@code BigDecimal}, exactly as written.
 */
@PackageScope
@CompileStatic
final class JsonText {

    private JsonText() {
    }

    static Object parse(Path file, String text) {
        try {
            new JsonSlurper().parseText(text)
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("${file}: is not valid JSON: ${e.message}".toString(), e)
        }
    }
}
