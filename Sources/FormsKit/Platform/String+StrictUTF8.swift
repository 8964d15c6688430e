extension String {
    /// The text that `bytes` are the UTF-8 of, or `nil` when they are not
    /// valid UTF-8 (a stray continuation byte, a sequence cut short, a
    /// surrogate): what the standard library's `String(validating:as:)`
    /// does, which needs macOS 15 and iOS 18, above the package's minimums.
    package init?(strictUTF8 bytes: some Collection<UInt8>) {
        let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
        guard !invalid else { return nil }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
