package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.Shape
import io.hantei.sandbox.ScriptFiles
import io.hantei.tiled.MapObject
import io.hantei.tiled.TileLayer
import io.hantei.tiled.TiledMap

import java.nio.file.Path

/**
 * A level drawn in the Tiled map editor, as a script sees it ({@code tiled('maps/cave.tmx')}):
 * its objects are shapes, placed by Tiled's rules (docs/geometry.md §24), so checks, rules,
 * zones and pictures work on them as on any shape.
 * <pre>
 * def level = tiled('maps/cave.tmx')       // relative to the script's folder
 * check(level['door']) { hit 40, 90 }      // the object named 'door' (exactly one)
 * def chest = level[12]                    // the object with id 12
 * def triggers = level.zones('Triggers')   // an object layer as a zones set
 * def spawns = level.objects(type: 'spawn')
 * def ground = level.solid('Ground')       // a tile layer's non-empty cells as a zones set
 * assert level.propertiesOf('door').locked // its custom properties
 * </pre>
 * A sandboxed script reads maps only inside its own folder tree ({@link ScriptFiles}).
 */
@CompileStatic
final class TiledLevel {

    private final TiledMap map
    private final String shownAs

    private TiledLevel(TiledMap map, String shownAs) {
        this.map = map
        this.shownAs = shownAs
    }

    /** The map {@code path} of the script's folder (the working directory for a script without a file). */
    @PackageScope
    static TiledLevel load(HanteiScript script, String path) {
        if (path == null || path.trim().isEmpty()) {
            throw new IllegalArgumentException("tiled takes the path of a map, like tiled('maps/cave.tmx'), but was ${Args.show(path)}")
        }
        Object dir = script.binding.hasVariable(ScriptPictures.SCRIPT_DIRECTORY) ? script.binding.getVariable(ScriptPictures.SCRIPT_DIRECTORY) : null
        File folder = dir == null ? null : dir instanceof File ? (File) dir : new File(dir.toString())
        boolean sandboxed = script.binding.hasVariable(ScriptCompiler.SANDBOXED) && script.binding.getVariable(ScriptCompiler.SANDBOXED) == Boolean.TRUE
        try {
            if (sandboxed) {
                Path file = ScriptFiles.inside(folder, path, 'tiled')
                return new TiledLevel(TiledMap.load(file, folder.toPath()), path)
            }
            File f = new File(path)
            Path file = f.absolute || folder == null ? f.toPath() : new File(folder, path).toPath()
            return new TiledLevel(TiledMap.load(file), path)
        } catch (IOException e) {
            throw new IllegalArgumentException("tiled('" + path + "'): " + e.message, e)
        }
    }

    /** The object named {@code name}: there must be exactly one; the error lists the names that are close. */
    Shape getAt(String name) {
        List<MapObject> found = map.objects().findAll { MapObject o -> o.name() == name }
        if (found.size() == 1) {
            return noted(found[0].shape())
        }
        if (found.isEmpty()) {
            List<String> names = map.objects().collect { MapObject o -> o.name() }.findAll { String n -> !n.isEmpty() }.unique()
            String near = Words.closest(name ?: '', names)
            List<String> close = names.findAll { String n -> Words.distance((name ?: '').toLowerCase(Locale.ROOT), n.toLowerCase(Locale.ROOT)) <= 2 }
            throw new IllegalArgumentException(label() + ": no object named '" + name + "'" +
                    (near == null ? '' : " — did you mean '" + near + "'?") +
                    (close ? ' — close names: ' + close.take(10).collect { "'" + it + "'" }.join(', ')
                            : names ? ' — names: ' + names.take(10).collect { "'" + it + "'" }.join(', ') + (names.size() > 10 ? ', ...' : '')
                            : ' — its objects have no names: write level[id]'))
        }
        throw new IllegalArgumentException(label() + ': ' + found.size() + " objects are named '" + name + "' (ids " +
                found.collect { MapObject o -> o.id() }.join(', ') + ') — pick one by its id, like level[' + found[0].id() + ']')
    }

    /** The object with Tiled's id {@code id}. */
    Shape getAt(Number id) {
        Integer i = Args.whole(id)
        MapObject o = i == null ? null : map.object(i)
        if (o == null) {
            throw new IllegalArgumentException(label() + ': no object has the id ' + id + ' (ids ' + idRange() + ')')
        }
        noted(o.shape())
    }

    /** Anything else in brackets: what they take. */
    Shape getAt(Object other) {
        throw new IllegalArgumentException(label() + ": write level['name'] or level[id], but was level[" + Args.show(other) + ']')
    }

    /** Every object of the object layer {@code layer} (in any group), as a zones set, in file order. */
    Zones zones(String layer) {
        if (!map.objectLayerNames().contains(layer)) {
            throw new IllegalArgumentException(label() + ": no object layer named '" + layer + "'" + suggest(layer, map.objectLayerNames()))
        }
        Zones.of(map.objects(layer).collect { MapObject o -> noted(o.shape()) })
    }

    /** Every object, as shapes in file order. */
    List<Shape> objects() {
        map.objects().collect { MapObject o -> noted(o.shape()) }
    }

    /**
     * The objects that match every filter given: {@code type:} (the class), {@code name:},
     * {@code layer:}, {@code kind:} ({@code 'rectangle'}, {@code 'ellipse'}, ..., {@code 'tile'}).
     */
    List<Shape> objects(Map filter) {
        Args a = Args.of(Words.TILED_OBJECTS, filter ?: [:])
        Map<String, String> wanted = [:]
        Words.TILED_OBJECTS.keys.each { String k ->
            if (a.has(k)) {
                Object v = a.value(k)
                if (!(v instanceof CharSequence)) {
                    throw new IllegalArgumentException(Words.wrongKind(Words.TILED_OBJECTS, Words.TILED_OBJECTS.param(k), Args.show(v)))
                }
                wanted.put(k, v.toString())
            }
        }
        if (wanted.kind != null && !MapObject.Kind.values().any { it.tiledName() == wanted.kind }) {
            throw new IllegalArgumentException("objects: kind must be one of " +
                    MapObject.Kind.values().collect { "'" + it.tiledName() + "'" }.join(', ') + " but was '" + wanted.kind + "'")
        }
        map.objects().findAll { MapObject o ->
            (wanted.type == null || o.type() == wanted.type) && (wanted.name == null || o.name() == wanted.name) &&
                    (wanted.layer == null || o.layer() == wanted.layer) && (wanted.kind == null || o.kind().tiledName() == wanted.kind)
        }.collect { MapObject o -> noted(o.shape()) }
    }

    /**
     * The custom properties of the object named {@code name} (or with id {@code id}):
     * {@code level.propertiesOf('door').locked}. (Not {@code properties}: the sandbox refuses that
     * name on every object, where Groovy makes it reflection.)
     */
    Map<String, Object> propertiesOf(Object nameOrId) {
        Shape s = nameOrId instanceof Number ? getAt((Number) nameOrId) : getAt(nameOrId as String)
        MapObject o = map.objects().find { MapObject m -> m.shape().is(s) }
        o.properties()
    }

    /** The non-empty cells of the tile layer {@code layer}, as a zones set of cell boxes. */
    Zones solid(String layer) {
        TileLayer t = map.tileLayer(layer)
        if (t == null) {
            throw new IllegalArgumentException(label() + ": no tile layer named '" + layer + "'" + suggest(layer, map.tileLayerNames()))
        }
        try {
            Zones.of(t.solidCells())
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(label() + '.solid: ' + e.message, e)
        }
    }

    /** The names of the objects that have one, in file order. */
    List<String> getNames() {
        map.objects().collect { MapObject o -> o.name() }.findAll { String n -> !n.isEmpty() }
    }

    private static Shape noted(Shape s) {
        ScriptScene.made(s)
        s
    }

    private String label() {
        "tiled '" + shownAs + "'"
    }

    private String idRange() {
        List<Integer> ids = map.objects().collect { MapObject o -> o.id() }.sort()
        ids.isEmpty() ? 'none' : ids.size() <= 12 ? ids.join(', ') : ids[0] + ' to ' + ids[-1]
    }

    private static String suggest(String given, List<String> names) {
        String near = Words.closest(given ?: '', names)
        (near == null ? '' : " — did you mean '" + near + "'?") +
                (names ? ' — layers: ' + names.collect { "'" + it + "'" }.join(', ') : ' — it has none')
    }

    @Override
    String toString() {
        "tiled('" + shownAs + "'): " + map.objects().size() + ' objects'
    }
}
