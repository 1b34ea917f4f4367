// downloads and loads a library
@Grab('com.example:does-not-exist:1.0')
import com.example.Nothing
