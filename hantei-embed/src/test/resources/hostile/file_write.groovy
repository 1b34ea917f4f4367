// writes a file on the host: the spec checks that it does not appear
import java.nio.file.*
Files.writeString(Path.of(System.getProperty('java.io.tmpdir'), 'hantei-hostile-was-here.txt'), 'x')
