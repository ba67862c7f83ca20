import Foundation

/// The small pictures the image tests read (`scripts/make-image-fixtures` makes them): a JPEG stored sideways with
/// EXIF orientation 6, an animated and a flat PNG, and a cut-off JPEG.
public enum TestImages {
    public static let folder = ExternalProgram.repositoryRoot.appending(path: "Tests/ImagesTests/Fixtures/Images")

    public static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appending(path: name))
    }
}
