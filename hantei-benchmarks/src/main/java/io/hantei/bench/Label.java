package io.hantei.bench;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What {@link Report} prints for a benchmark class (the title of its table) or a benchmark
 * method (its row). A class or method without one is shown by its Java name.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Label {

    /** The title or row text. */
    String value();

    /** Tables are printed by rank, then by title. */
    int rank() default 100;

    /** A sentence printed under a table's title. */
    String note() default "";
}
