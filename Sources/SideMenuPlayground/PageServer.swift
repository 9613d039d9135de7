import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves the playground page on 127.0.0.1, for browsers or devices that prefer `http://` to
/// `file://` (the page itself needs neither: everything is inline).
///
/// Deliberately tiny: one request at a time, `GET` only, every path answers with the page. A
/// development convenience, never exposed beyond the loopback interface.
struct PageServer {
  /// The page to serve.
  var page: URL
  /// The TCP port.
  var port: UInt16

  func run() throws {
    #if os(Linux)
      let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socketFD = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socketFD >= 0 else { throw PlaygroundError.file("cannot create a socket") }
    var reuse: Int32 = 1
    setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socketFD, 16) == 0 else {
      throw PlaygroundError.file("cannot listen on 127.0.0.1:\(port) (in use?)")
    }
    say("serving http://127.0.0.1:\(port)/ (Ctrl-C to stop)")
    while true {
      let client = accept(socketFD, nil, nil)
      guard client >= 0 else { continue }
      respond(to: client)
      close(client)
    }
  }

  private func respond(to client: Int32) {
    var request = [UInt8](repeating: 0, count: 8192)
    let count = read(client, &request, request.count)
    let line =
      String(decoding: request.prefix(max(count, 0)), as: UTF8.self)
      .split(separator: "\r\n").first.map(String.init) ?? ""
    let body: Data
    let status: String
    if line.hasPrefix("GET "), let data = try? Data(contentsOf: page) {
      (status, body) = ("200 OK", data)
    } else {
      (status, body) = ("405 Method Not Allowed", Data("GET only\n".utf8))
    }
    let header =
      "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\n"
      + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    let response = Data(header.utf8) + body
    response.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var sent = 0
      while sent < buffer.count {
        let written = write(client, base + sent, buffer.count - sent)
        if written <= 0 { break }
        sent += written
      }
    }
    say(line)
  }
}
