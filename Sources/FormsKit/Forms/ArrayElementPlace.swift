/// Where a sub-form lies when it is an element of an array stored in a form:
/// the array's place in the form's memory and the element's index. A field
/// of such an element (``ValidatedField/nested(in:at:name:)``) is read and
/// changed in place through it, in the array's own storage, instead of
/// through a key path with a subscript.
///
/// In code generic over the form (every surface's, unspecialized), a key
/// path such as `\.teammates[1].email` is projected by copying the root:
/// reading it copies the whole form, and writing through it copies the
/// element out and back in through the subscript's setter. Reaching the
/// element through the array's buffer copies nothing.
///
/// Subclassed once, by ``ArrayElementPlace``, which knows the element type.
class ElementPlace<Form> {
    /// Bytes from the start of the form to the array.
    let arrayOffset: Int
    /// The element's index in the array.
    let index: Int
    /// Bytes from one element to the next.
    let stride: Int
    /// Where the array's storage keeps its count, and its first element
    /// of this type, when ``NativeArrayLayout`` could measure them.
    private let layout: (countOffset: Int, elementsOffset: Int)?

    init(arrayOffset: Int, index: Int, stride: Int, alignment: Int) {
        self.arrayOffset = arrayOffset
        self.index = index
        self.stride = stride
        self.layout = NativeArrayLayout.measured.map { ($0.countOffset, $0.elementsOffset(alignment: alignment)) }
    }

    /// The address of the element in the form at `form`, for a read that
    /// ends before the form next changes; `nil` when the array has no
    /// element at the index.
    ///
    /// Reads the array's storage as ``NativeArrayLayout`` measured it, so
    /// the read makes no generic call (each of which looks up generic
    /// metadata in unspecialized code); when it could not be measured, the
    /// subclass reads through the array's buffer pointer.
    final func elementAddress(inFormAt form: UnsafeRawPointer) -> UnsafeRawPointer? {
        guard let layout else { return elementAddressThroughBuffer(inFormAt: form) }
        return Self.element(index, stride: stride, layout: layout, inStorage: (form + arrayOffset).load(as: UnsafeRawPointer.self))
    }

    /// The address of the element in the form at `form`, to change it in
    /// place, when the array's storage is not shared (as it is after the
    /// array's first change in this form) and ``NativeArrayLayout`` was
    /// measured; `nil` otherwise, and when the array has no element at the
    /// index: ``withMutableElement(inFormAt:_:)`` then makes the storage
    /// unique, as any change to an array does.
    final func uniqueElementAddress(inFormAt form: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        guard let layout else { return nil }
        let array = form + arrayOffset
        // An array is one reference to its storage.
        let isUnique = array.withMemoryRebound(to: AnyObject.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
        guard isUnique else { return nil }
        let storage = array.load(as: UnsafeRawPointer.self)
        return Self.element(index, stride: stride, layout: layout, inStorage: storage).map { UnsafeMutableRawPointer(mutating: $0) }
    }

    /// The address of the element in the form at `form`, to change it in
    /// place: ``uniqueElementAddress(inFormAt:)``, the array's storage made
    /// unique first when it is shared (as after a form is copied). `nil`
    /// when the array has no element at the index, or when
    /// ``NativeArrayLayout`` was not measured (then
    /// ``withMutableElement(inFormAt:_:)`` changes it).
    final func mutableElementAddress(inFormAt form: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        if let address = uniqueElementAddress(inFormAt: form) { return address }
        guard layout != nil else { return nil }
        // Through the array's type, kept by the subclass: the generic
        // `withMutableElement` looked the types of the array and of its
        // optional result up at run time on each call.
        makeStorageUnique(inFormAt: form)
        return uniqueElementAddress(inFormAt: form)
    }

    /// Makes the array's storage unique, as any change to it would.
    func makeStorageUnique(inFormAt form: UnsafeMutableRawPointer) {
        fatalError("abstract")
    }

    /// The address of element `index` in an array's `storage`, laid out as
    /// `layout` says; `nil` when the array has no such element.
    private static func element(
        _ index: Int, stride: Int, layout: (countOffset: Int, elementsOffset: Int), inStorage storage: UnsafeRawPointer
    ) -> UnsafeRawPointer? {
        let count = storage.load(fromByteOffset: layout.countOffset, as: Int.self)
        guard index >= 0, index < count else { return nil }
        return storage + layout.elementsOffset + index * stride
    }

    /// ``elementAddress(inFormAt:)`` through the array's buffer pointer.
    func elementAddressThroughBuffer(inFormAt form: UnsafeRawPointer) -> UnsafeRawPointer? {
        fatalError("abstract")
    }

    /// Runs `body` with the address of the element, changed in place (the
    /// array's storage made unique first, as any write to it would); `nil`
    /// when the array has no element at the index.
    ///
    /// - Parameter form: The address of the form.
    func withMutableElement<Result>(inFormAt form: UnsafeMutableRawPointer, _ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
        fatalError("abstract")
    }

    /// The same element seen from a form that holds this one's form inline,
    /// `offset` bytes from its start.
    func shifted<Outer>(by offset: Int, into outer: Outer.Type) -> ElementPlace<Outer> {
        fatalError("abstract")
    }
}

/// The element at `index` of an array of `Element` stored `arrayOffset`
/// bytes from the start of a `Form`.
final class ArrayElementPlace<Form, Element>: ElementPlace<Form> {
    /// The array's type, looked up once: a call through it is given the
    /// type rather than asking the run time for it.
    private let arrayType: any StorageUniquing.Type = [Element].self

    init(arrayOffset: Int, index: Int) {
        super.init(
            arrayOffset: arrayOffset, index: index, stride: MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
    }

    override func makeStorageUnique(inFormAt form: UnsafeMutableRawPointer) {
        arrayType.makeStorageUnique(at: form + arrayOffset)
    }

    override func elementAddressThroughBuffer(inFormAt form: UnsafeRawPointer) -> UnsafeRawPointer? {
        // `arrayOffset` came from the form type's own layout for a stored
        // `[Element]` (`MemoryLayout<Form>.offset(of:)`). The address stays
        // valid while the array is neither changed nor released: the
        // caller reads it before the form changes.
        let index = index
        return (form + arrayOffset).assumingMemoryBound(to: [Element].self).pointee.withUnsafeBufferPointer { elements in
            guard index >= 0, index < elements.count, let start = elements.baseAddress else { return nil }
            return UnsafeRawPointer(start + index)
        }
    }

    override func withMutableElement<Result>(
        inFormAt form: UnsafeMutableRawPointer, _ body: (UnsafeMutableRawPointer) -> Result
    ) -> Result? {
        let index = index
        return (form + arrayOffset).assumingMemoryBound(to: [Element].self).pointee.withUnsafeMutableBufferPointer { elements in
            guard index >= 0, index < elements.count, let start = elements.baseAddress else { return nil }
            return body(UnsafeMutableRawPointer(start + index))
        }
    }

    override func shifted<Outer>(by offset: Int, into outer: Outer.Type) -> ElementPlace<Outer> {
        ArrayElementPlace<Outer, Element>(arrayOffset: offset + arrayOffset, index: index)
    }
}

/// An array whose storage can be made unique at an address, by its own
/// type (``ArrayElementPlace``'s, kept once).
protocol StorageUniquing {
    /// Makes the storage of the array at `address` unique, as any change to
    /// it would.
    static func makeStorageUnique(at address: UnsafeMutableRawPointer)
}

extension Array: StorageUniquing {
    static func makeStorageUnique(at address: UnsafeMutableRawPointer) {
        // `reserveCapacity` leaves an array with room for an element with
        // unique, mutable storage (an empty one may keep the shared empty
        // storage: the caller checks again, and finds no element).
        address.assumingMemoryBound(to: Self.self).pointee.reserveCapacity(0)
    }
}

/// Where a native Swift array keeps its count and its elements, measured on
/// real arrays when first needed rather than assumed: an array is one
/// reference to its storage, an object whose header holds the count and
/// after which the elements follow, aligned for their type.
///
/// ``ElementPlace`` reads elements through it without a generic call. When
/// a measurement does not agree with what the arrays report, it is `nil`
/// and elements are read through the array's buffer pointer instead.
package enum NativeArrayLayout {
    /// What was measured.
    package struct Layout: Sendable {
        /// Bytes from the start of the storage to the count.
        package let countOffset: Int
        /// Bytes from the start of the storage to the end of its header.
        package let headerSize: Int

        /// Bytes from the start of the storage to the first element of a
        /// type aligned to `alignment`.
        package func elementsOffset(alignment: Int) -> Int {
            (headerSize + alignment - 1) / alignment * alignment
        }
    }

    /// The layout of this process's arrays, or `nil`.
    package static let measured: Layout? = measure()

    private static func measure() -> Layout? {
        // Arrays of one-byte elements start their elements right after the
        // header; counts that differ tell the count's word apart.
        let short: [UInt8] = [1, 2, 3]
        let long: [UInt8] = [1, 2, 3, 4, 5, 6, 7]
        guard MemoryLayout<[UInt8]>.size == MemoryLayout<UnsafeRawPointer>.size,
            let shortLayout = layout(of: short), let longLayout = layout(of: long),
            shortLayout.countOffset == longLayout.countOffset, shortLayout.headerSize == longLayout.headerSize
        else { return nil }
        return shortLayout
    }

    /// The layout `array` shows: its elements' distance from its storage,
    /// and the word of the header that holds its count.
    private static func layout(of array: [UInt8]) -> Layout? {
        let storage = unsafeBitCast(array, to: UnsafeRawPointer.self)
        guard let start = array.withUnsafeBufferPointer({ $0.baseAddress }) else { return nil }
        let headerSize = UnsafeRawPointer(start) - storage
        let word = MemoryLayout<Int>.size
        guard headerSize > 0, headerSize <= 8 * word, headerSize % word == 0 else { return nil }
        // The count is the one word of the header that holds it and whose
        // elements read back as the array's.
        let counts = stride(from: 0, to: headerSize, by: word).filter { storage.load(fromByteOffset: $0, as: Int.self) == array.count }
        guard counts.count == 1, let countOffset = counts.first,
            (0..<array.count).allSatisfy({ storage.load(fromByteOffset: headerSize + $0, as: UInt8.self) == array[$0] })
        else { return nil }
        return Layout(countOffset: countOffset, headerSize: headerSize)
    }
}
