import Foundation

extension OutputFolder {
    /// The output folder, open, to ask whether it holds a file by its path inside: a build asks for every file the
    /// last one wrote, and a path looked up from the folder costs the kernel less than one from the root.
    public final class Descriptor: Sendable {
        private let descriptor: Int32

        public init(_ folder: URL) {
            descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        /// True when `path`, inside the folder, names a file (or a folder); false for a path from the root.
        public func holds(_ path: String) -> Bool {
            descriptor >= 0 && !path.hasPrefix("/") && faccessat(descriptor, path, F_OK, 0) == 0
        }
    }
}
