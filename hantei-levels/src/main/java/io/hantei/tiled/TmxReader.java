package io.hantei.tiled;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.hantei.tiled.Values.bad;

/**
 * Reads Tiled's XML files: maps (.tmx), tilesets (.tsx) and templates (.tx), with the JDK's
 * DOM parser. No DTD or external entity is ever loaded: old maps that name Tiled's DTD parse
 * without it, and a file cannot make the parser read another.
 */
final class TmxReader {

    private TmxReader() {
    }

    static Element root(Path file, String text) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(false);
            f.setValidating(false);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            b.setEntityResolver((publicId, systemId) -> new InputSource(new StringReader("")));
            Document d = b.parse(new InputSource(new StringReader(text)));
            return d.getDocumentElement();
        } catch (SAXException e) {
            throw bad(file, "is not well-formed XML: " + e.getMessage());
        } catch (ParserConfigurationException | IOException e) {
            throw bad(file, "could not be parsed as XML: " + e.getMessage());
        }
    }

    // ------------------------------------------------------------------ maps

    static Raw.MapFile readMap(Path file, String text) {
        Element map = root(file, text);
        if (!map.getTagName().equals("map")) {
            throw bad(file, "is not a Tiled map: its root element is <" + map.getTagName() + ">, not <map>");
        }
        Raw.MapFile m = new Raw.MapFile();
        m.file = file;
        m.orientation = attr(map, "orientation");
        m.infinite = "1".equals(attr(map, "infinite"));
        m.width = intAttr(file, map, "width", "map width", 0);
        m.height = intAttr(file, map, "height", "map height", 0);
        m.tileWidth = doubleAttr(file, map, "tilewidth", "map tilewidth", 0);
        m.tileHeight = doubleAttr(file, map, "tileheight", "map tileheight", 0);
        m.nextObjectId = intAttr(file, map, "nextobjectid", "map nextobjectid", 0);
        for (Element e : children(map)) {
            switch (e.getTagName()) {
                case "tileset":
                    m.tilesets.add(tilesetRef(file, e));
                    break;
                default:
                    Raw.Layer layer = layer(file, e, null);
                    if (layer != null) {
                        m.layers.add(layer);
                    }
            }
        }
        return m;
    }

    private static Raw.Layer layer(Path file, Element e, Raw.Layer parent) {
        Raw.Layer.Kind kind;
        switch (e.getTagName()) {
            case "objectgroup":
                kind = Raw.Layer.Kind.OBJECTS;
                break;
            case "group":
                kind = Raw.Layer.Kind.GROUP;
                break;
            case "layer":
                kind = Raw.Layer.Kind.TILES;
                break;
            case "imagelayer":
                kind = Raw.Layer.Kind.OTHER;
                break;
            default:
                return null;
        }
        Raw.Layer l = new Raw.Layer();
        l.kind = kind;
        l.parent = parent;
        l.name = attr(e, "name") == null ? "" : attr(e, "name");
        String what = "layer '" + l.name + "'";
        l.offsetX = doubleAttr(file, e, "offsetx", what + ": offsetx", 0);
        l.offsetY = doubleAttr(file, e, "offsety", what + ": offsety", 0);
        if (kind == Raw.Layer.Kind.GROUP) {
            for (Element c : children(e)) {
                Raw.Layer child = layer(file, c, l);
                if (child != null) {
                    l.children.add(child);
                }
            }
        } else if (kind == Raw.Layer.Kind.OBJECTS) {
            for (Element c : children(e, "object")) {
                l.objects.add(object(file, c));
            }
        } else if (kind == Raw.Layer.Kind.TILES) {
            l.width = intAttr(file, e, "width", what + ": width", 0);
            l.height = intAttr(file, e, "height", what + ": height", 0);
            Element data = child(e, "data");
            if (data != null) {
                l.encoding = attr(data, "encoding");
                l.compression = attr(data, "compression");
                List<Element> chunks = children(data, "chunk");
                if (chunks.isEmpty()) {
                    l.data = cellData(file, data, l.encoding, what);
                } else {
                    for (Element c : chunks) {
                        Raw.Chunk ch = new Raw.Chunk();
                        ch.x = intAttr(file, c, "x", what + ": chunk x", 0);
                        ch.y = intAttr(file, c, "y", what + ": chunk y", 0);
                        ch.width = intAttr(file, c, "width", what + ": chunk width", 0);
                        ch.height = intAttr(file, c, "height", what + ": chunk height", 0);
                        ch.data = cellData(file, c, l.encoding, what);
                        l.chunks.add(ch);
                    }
                }
            }
        }
        return l;
    }

    /** The cells of a data or chunk element: its text (csv, base64), or its {@code <tile gid>} elements. */
    private static Object cellData(Path file, Element data, String encoding, String what) {
        if (encoding != null) {
            return data.getTextContent();
        }
        List<Long> gids = new ArrayList<>();
        for (Element t : children(data, "tile")) {
            String g = attr(t, "gid");
            gids.add(g == null ? 0L : Values.parseLong(file, what + ": tile gid", g));
        }
        return gids;
    }

    // ------------------------------------------------------------------ objects

    static Raw.Obj object(Path file, Element e) {
        Raw.Obj o = new Raw.Obj();
        o.file = file;
        String id = attr(e, "id");
        o.id = id == null ? null : Values.parseInt(file, "object id", id);
        o.name = attr(e, "name");
        String what = o.label();
        String cls = attr(e, "class");
        o.type = cls != null && !cls.isEmpty() ? cls : attr(e, "type");
        o.x = optDouble(file, e, "x", what);
        o.y = optDouble(file, e, "y", what);
        o.width = optDouble(file, e, "width", what);
        o.height = optDouble(file, e, "height", what);
        o.rotation = optDouble(file, e, "rotation", what);
        String gid = attr(e, "gid");
        o.gid = gid == null ? null : Values.parseLong(file, what + ": gid", gid);
        String visible = attr(e, "visible");
        o.visible = visible == null ? null : !"0".equals(visible.trim());
        o.template = attr(e, "template");
        for (Element c : children(e)) {
            switch (c.getTagName()) {
                case "properties":
                    o.properties.putAll(properties(file, c, what));
                    break;
                case "ellipse":
                    o.shape = MapObject.Kind.ELLIPSE;
                    break;
                case "point":
                    o.shape = MapObject.Kind.POINT;
                    break;
                case "capsule":
                    o.shape = MapObject.Kind.CAPSULE;
                    break;
                case "text":
                    o.shape = MapObject.Kind.TEXT;
                    break;
                case "polygon":
                    o.shape = MapObject.Kind.POLYGON;
                    o.points = points(file, c, what + ": polygon points");
                    break;
                case "polyline":
                    o.shape = MapObject.Kind.POLYLINE;
                    o.points = points(file, c, what + ": polyline points");
                    break;
                default:
                    break;
            }
        }
        return o;
    }

    /** {@code points="0,0 10,0 10,5"}: pairs split by spaces, x and y by a comma. */
    private static double[] points(Path file, Element e, String what) {
        String text = attr(e, "points");
        if (text == null || text.trim().isEmpty()) {
            return new double[0];
        }
        String[] pairs = text.trim().split("\\s+");
        double[] p = new double[pairs.length * 2];
        for (int i = 0; i < pairs.length; i++) {
            String[] xy = pairs[i].split(",", -1);
            if (xy.length != 2) {
                throw bad(file, what + " must be pairs 'x,y' separated by spaces but held '" + pairs[i] + "'");
            }
            p[2 * i] = Values.parseDouble(file, what + " (x of point " + i + ")", xy[0]);
            p[2 * i + 1] = Values.parseDouble(file, what + " (y of point " + i + ")", xy[1]);
        }
        return p;
    }

    static Map<String, Object> properties(Path file, Element props, String what) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Element p : children(props, "property")) {
            String name = attr(p, "name");
            if (name == null) {
                throw bad(file, what + ": a <property> has no name");
            }
            String type = attr(p, "type");
            String where = what + ": property '" + name + "'";
            if ("class".equals(type)) {
                Element inner = child(p, "properties");
                m.put(name, inner == null ? new LinkedHashMap<String, Object>() : properties(file, inner, where));
                continue;
            }
            String value = attr(p, "value");
            if (value == null) {
                value = p.getTextContent(); // multi-line strings are written as the element's text
            }
            m.put(name, Values.property(file, where, type == null ? "string" : type, value));
        }
        return m;
    }

    // ------------------------------------------------------------------ tilesets and templates

    static Raw.TilesetRef tilesetRef(Path file, Element e) {
        Raw.TilesetRef r = new Raw.TilesetRef();
        r.firstGid = Values.parseLong(file, "tileset firstgid", require(file, e, "firstgid", "tileset"));
        r.source = attr(e, "source");
        if (r.source == null) {
            r.embedded = tileset(file, e);
        }
        return r;
    }

    static Raw.Tileset readTileset(Path file, String text) {
        Element e = root(file, text);
        if (!e.getTagName().equals("tileset")) {
            throw bad(file, "is not a Tiled tileset: its root element is <" + e.getTagName() + ">, not <tileset>");
        }
        return tileset(file, e);
    }

    private static Raw.Tileset tileset(Path file, Element e) {
        Raw.Tileset t = new Raw.Tileset();
        t.file = file;
        t.name = attr(e, "name");
        String what = "tileset '" + t.name + "'";
        t.tileWidth = doubleAttr(file, e, "tilewidth", what + ": tilewidth", 0);
        t.tileHeight = doubleAttr(file, e, "tileheight", what + ": tileheight", 0);
        t.objectAlignment = attr(e, "objectalignment");
        t.imageCollection = child(e, "image") == null;
        for (Element te : children(e, "tile")) {
            Raw.Tile tile = new Raw.Tile();
            tile.id = Values.parseLong(file, what + ": tile id", require(file, te, "id", what + ": tile"));
            String tw = what + ": tile " + tile.id;
            String cls = attr(te, "class");
            tile.type = cls != null && !cls.isEmpty() ? cls : attr(te, "type");
            tile.width = optDouble(file, te, "width", tw);
            tile.height = optDouble(file, te, "height", tw);
            Element image = child(te, "image");
            if (image != null) {
                if (tile.width == null || tile.width == 0) {
                    tile.width = optDouble(file, image, "width", tw + " image");
                }
                if (tile.height == null || tile.height == 0) {
                    tile.height = optDouble(file, image, "height", tw + " image");
                }
                tile.image = attr(image, "source");
            }
            Element props = child(te, "properties");
            if (props != null) {
                tile.properties.putAll(properties(file, props, tw));
            }
            t.tiles.put(tile.id, tile);
        }
        return t;
    }

    static Raw.Template readTemplate(Path file, String text) {
        Element e = root(file, text);
        if (!e.getTagName().equals("template")) {
            throw bad(file, "is not a Tiled template: its root element is <" + e.getTagName() + ">, not <template>");
        }
        Raw.Template t = new Raw.Template();
        t.file = file;
        for (Element c : children(e)) {
            if (c.getTagName().equals("tileset")) {
                t.tilesets.add(tilesetRef(file, c));
            } else if (c.getTagName().equals("object")) {
                t.object = object(file, c);
            }
        }
        if (t.object == null) {
            throw bad(file, "is a template without an <object>");
        }
        return t;
    }

    // ------------------------------------------------------------------ DOM helpers

    static String attr(Element e, String name) {
        return e.hasAttribute(name) ? e.getAttribute(name) : null;
    }

    private static String require(Path file, Element e, String name, String what) {
        String v = attr(e, name);
        if (v == null) {
            throw bad(file, what + " has no " + name);
        }
        return v;
    }

    private static Double optDouble(Path file, Element e, String name, String what) {
        String v = attr(e, name);
        return v == null || v.trim().isEmpty() ? null : Values.parseDouble(file, what + ": " + name, v);
    }

    private static double doubleAttr(Path file, Element e, String name, String what, double absent) {
        String v = attr(e, name);
        return v == null ? absent : Values.parseDouble(file, what, v);
    }

    private static int intAttr(Path file, Element e, String name, String what, int absent) {
        String v = attr(e, name);
        return v == null || v.isEmpty() ? absent : Values.parseInt(file, what, v);
    }

    static List<Element> children(Element e) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = e.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node n = nodes.item(i);
            if (n.getNodeType() == Node.ELEMENT_NODE) {
                out.add((Element) n);
            }
        }
        return out;
    }

    static List<Element> children(Element e, String tag) {
        List<Element> out = new ArrayList<>();
        for (Element c : children(e)) {
            if (c.getTagName().equals(tag)) {
                out.add(c);
            }
        }
        return out;
    }

    static Element child(Element e, String tag) {
        for (Element c : children(e)) {
            if (c.getTagName().equals(tag)) {
                return c;
            }
        }
        return null;
    }
}
