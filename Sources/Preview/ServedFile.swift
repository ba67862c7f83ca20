import Foundation
import HTTPServer

/// One file ready to serve: the bytes sent (HTML with the live-reload script), their type and entity tag.
struct ServedFile: Sendable {
    var body: Data
    var contentType: String
    var entityTag: String

    /// Prepares `data` found at `path`, injecting the live-reload script into HTML when asked.
    init(path: String, data: Data, liveReload: Bool) {
        contentType = MediaType.forPath(path)
        body = liveReload && MediaType.isHTML(contentType) ? LiveReload.injectingScript(into: data) : data
        entityTag = EntityTag.of(body)
    }

    init(body: Data, contentType: String, entityTag: String) {
        self.body = body
        self.contentType = contentType
        self.entityTag = entityTag
    }
}
