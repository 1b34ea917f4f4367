/**
 * Levels from the Tiled map editor: {@link io.hantei.tiled.TiledMap#load} reads a map (.tmx or
 * .tmj/.json) with its tilesets and templates, and each {@link io.hantei.tiled.MapObject} gives
 * its exact region as a shape of {@link io.hantei.geom}, placed by Tiled's rules: rotation
 * clockwise about the object's (x, y), layer and group offsets added, tile objects anchored by
 * their tileset's object alignment, flips not moving the region, templates applied.
 * docs/geometry.md §24 is the contract. Uses {@code geom}, and {@link io.hantei.json} for the
 * JSON files (strictly: malformed JSON or a key twice in one object is refused with its line and
 * column); plain Java, no Groovy at all.
 */
package io.hantei.tiled;
