/**
 * The strict JSON reader (RFC 8259) that hantei's readers share: {@link io.hantei.json.Json}
 * reads a whole text as a tree of plain Java values (Tiled's .tmj, .tsj and .tj files), and
 * {@link io.hantei.json.JsonScanner}, under it, walks a text a token at a time without building
 * anything, for a reader that wants only a few values of each line ({@code hantei eval}'s JSON
 * Lines points). One grammar, one set of messages with the line and column at fault
 * ({@link io.hantei.json.JsonException}), one depth limit. Plain Java, no dependencies; uses no
 * other hantei package.
 */
package io.hantei.json;
