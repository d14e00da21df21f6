// SendableRx — `decode(type:decoder:)`.

import Foundation

/// A decoder that turns `Data` into `Decodable` values; `JSONDecoder` and `PropertyListDecoder` conform.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    ///
    /// - Throws: The decoder's error when `data` does not hold a valid value.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into `type` with `decoder`.
    ///
    /// A decoding error is sent as an `error` event.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, for example a `JSONDecoder`.
    /// - Returns: The sequence of decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(
        type: Item.Type,
        decoder: Decoder
    ) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
