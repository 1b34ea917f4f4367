package io.hantei.sandbox

import groovy.transform.CompileStatic

import java.nio.file.Files
import java.nio.file.Path

/**
 * The files a sandboxed script may read through the DSL (a Tiled map with {@code tiled(...)}):
 * only those inside the folder of the script's own file, or below it. A name that leads out
 * ({@code '../secret.tmx'}, {@code '/etc/passwd'}, a symbolic link pointing elsewhere) is a
 * {@link SandboxRefusal}; a script that has no file (compiled from text) reads no file at all.
 */
@CompileStatic
final class ScriptFiles {

    private ScriptFiles() {
    }

    /**
     * The file {@code name} of the script's folder, if it lies inside that folder's tree; else a
     * refusal naming {@code word} and the name as written.
     */
    static Path inside(File folder, String name, String word) {
        String call = word + "('" + name + "')"
        if (folder == null) {
            throw RuntimeGuard.refused(call + ': a sandboxed script that has no file of its own reads no files')
        }
        Path root = folder.toPath().toAbsolutePath().normalize()
        Path file = root.resolve(name).normalize()
        boolean ok = file.startsWith(root)
        if (ok && Files.exists(file)) {
            ok = file.toRealPath().startsWith(root.toRealPath())
        }
        if (!ok) {
            throw RuntimeGuard.refused(call + " is outside the script's folder: a sandboxed script reads files only " +
                    'inside its own folder and below it')
        }
        file
    }
}
