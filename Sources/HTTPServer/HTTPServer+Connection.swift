import Foundation

extension HTTPServer.Core {
    /// Serves one connection, received on `port`, until it closes, idles past the timeout, or the server stops.
    func serve(_ connection: SocketConnection, port: Int) {
        connection.configure(sendTimeout: 30)
        if answer(connection, port: port) {
            connection.closeLingering(quiet: limits.lingerQuiet, limit: limits.lingerLimit, stop: stop)
        } else {
            connection.close()
        }
        releaseConnection()
    }

    /// The request loop; returns true when the server ends the connection after an answer (which then needs a
    /// lingering close), false when the client went away, idled or the server is stopping.
    private func answer(_ connection: SocketConnection, port: Int) -> Bool {
        var reader = HTTPRequestReader()
        while !stop.isRaised {
            let deadline = ContinuousClock.now.advanced(by: limits.idleTimeout)
            switch reader.readRequest(from: connection, until: deadline, stop: stop) {
            case .finished:
                return false
            case .refused(let fault):
                return send(fault.response, on: connection, head: false)
            case .request(let request):
                if let name = request.authority, !hosts.allows(name, port: port) {
                    let refusal = responder.refuse(hosts.refusal(of: name, port: port))
                    return send(refusal, on: connection, head: request.method == "HEAD")
                }
                let response: HTTPResponse
                switch responder.respond(to: request) {
                case .eventStream(let first):
                    streamEvents(on: connection, first: first)
                    return false
                case .response(let answer):
                    response = answer
                }
                let keepAlive = request.wantsKeepAlive && !request.hasBody && !response.closesConnection
                guard send(response, on: connection, head: request.method == "HEAD", keepAlive: keepAlive) else {
                    return false
                }
                if !keepAlive { return true }
            }
        }
        return false
    }

    /// Writes a response; small bodies go in the same packet as the head.
    func send(_ response: HTTPResponse, on connection: SocketConnection, head: Bool, keepAlive: Bool = false) -> Bool {
        var data = response.head(keepAlive: keepAlive, server: name)
        let withBody = !head && response.hasBody
        if withBody && response.body.count <= 64 * 1024 {
            data.append(response.body)
            return connection.send(data)
        }
        return connection.send(data) && (!withBody || connection.send(response.body))
    }

    /// Refuses a connection over the limit, without a thread of its own.
    func refuse(_ connection: SocketConnection) {
        _ = send(.text(503, "503 Service Unavailable: too many connections", closes: true), on: connection,
                 head: false)
        connection.closeDiscardingInput()
    }
}
