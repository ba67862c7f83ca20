/// One redirect a link went through.
public struct Redirect: Sendable, Equatable, Codable {
    /// 301, 302, 303, 307 or 308.
    public var status: Int
    /// Where the redirect led, resolved against the address that answered with it.
    public var to: String

    public init(status: Int, to: String) {
        self.status = status
        self.to = to
    }

    /// 301 and 308 say the page has moved for good, so a link should name the new address.
    public var isPermanent: Bool { status == 301 || status == 308 }
}
