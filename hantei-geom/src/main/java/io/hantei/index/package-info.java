/**
 * Spatial indexing of hantei shapes: {@link io.hantei.index.ShapeIndex} answers "which of these
 * thousands of zones contain this point?" and "which overlap this shape?" without testing each,
 * and with exactly the answers a linear scan would give (the index prunes by enclosing boxes,
 * the shapes decide; docs/geometry.md §15). Depends on {@code io.hantei.geom} only; never on Groovy.
 */
package io.hantei.index;
