extension Array {
    /// The elements transformed in order, like `map`, but cheap in code that
    /// runs unspecialised (a generic view's node code, called through its
    /// witness table).
    ///
    /// There, `map` and `append` look up generic metadata for every element,
    /// hundreds of instructions each; this writes the results straight into
    /// the new array's storage, with the metadata it was handed once.
    func mapWithoutLookups<Result>(_ transform: (Element) -> Result) -> [Result] {
        mapAddressesWithoutLookups { transform($0.pointee) }
    }

    /// The same, handing `transform` each element's address rather than a
    /// copy: reading one field of a row (its id) then copies nothing.
    func mapAddressesWithoutLookups<Result>(_ transform: (UnsafePointer<Element>) -> Result) -> [Result] {
        withUnsafeBufferPointer { source in
            [Result](unsafeUninitializedCapacity: source.count) { target, written in
                for index in source.indices {
                    (target.baseAddress! + index).initialize(to: transform(source.baseAddress! + index))
                    written = index + 1
                }
            }
        }
    }
}
