/// DEFLATE (RFC 1951) without a container, which browsers inflate natively with
/// `DecompressionStream("deflate-raw")`: the viewer page carries a big trace's data compressed, so
/// contact-form's page is a few megabytes instead of thirteen (issue 13). Foundation has no
/// compressor on Linux and the package takes no dependency, so the encoder is here: LZ77 over a
/// 32 KiB window with hash chains, written as one final block of the fixed Huffman codes
/// (RFC 1951 §3.2.6). Repetitive JSON compresses well with fixed codes; a dynamic-code block would
/// gain another fifth and is not worth its size here.
enum RawDeflate {
  /// The smallest and largest match DEFLATE can say, and how far back it may point.
  private static let minimumMatch = 3
  private static let maximumMatch = 258
  private static let window = 32_768
  /// How many earlier positions with the same three bytes are tried: longer chains find slightly
  /// longer matches at a cost that grows with the chain.
  private static let chainLimit = 48
  /// A match this long ends the search at once, as zlib's `nice_length` does: the JSON repeats
  /// whole keys and values, and scanning the rest of a chain for a longer one than this costs far
  /// more than the few bytes it saves.
  private static let niceMatch = 64
  private static let hashBits = 15

  /// `bytes` compressed as one final fixed-Huffman block.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.reserve(bytes.count / 4)
    writer.write(1, bits: 1)  // BFINAL
    writer.write(1, bits: 2)  // BTYPE = 01, fixed Huffman codes
    bytes.withUnsafeBufferPointer { input in
      let count = input.count
      var head = [Int32](repeating: -1, count: 1 << hashBits)
      var previous = [Int32](repeating: -1, count: window)
      head.withUnsafeMutableBufferPointer { head in
        previous.withUnsafeMutableBufferPointer { previous in
          func hash(at position: Int) -> Int {
            let value = Int(input[position]) << 16 | Int(input[position + 1]) << 8 | Int(input[position + 2])
            return ((value &* 2_654_435_761) >> (32 - hashBits)) & ((1 << hashBits) - 1)
          }
          func insert(at position: Int) {
            guard position + minimumMatch <= count else { return }
            let key = hash(at: position)
            previous[position & (window - 1)] = head[key]
            head[key] = Int32(position)
          }
          // How many bytes from `candidate` on equal those from `position` on, at most `limit`:
          // eight at a time while eight remain (the first differing byte is the lowest one set in
          // their exclusive or, the input being read little-endian), then one at a time.
          func matchLength(_ candidate: Int, _ position: Int, _ limit: Int) -> Int {
            var length = 0
            if let base = input.baseAddress {
              let raw = UnsafeRawPointer(base)
              while length + 8 <= limit {
                let left = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self))
                let right = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self))
                let difference = left ^ right
                if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
                length += 8
              }
            }
            while length < limit, input[candidate + length] == input[position + length] { length += 1 }
            return length
          }
          var position = 0
          while position < count {
            var bestLength = 0
            var bestDistance = 0
            if position + minimumMatch <= count {
              var candidate = Int(head[hash(at: position)])
              var tries = chainLimit
              let limit = min(maximumMatch, count - position)
              while candidate >= 0, position - candidate <= window, tries > 0 {
                if input[candidate + bestLength] == input[position + bestLength] {
                  let length = matchLength(candidate, position, limit)
                  if length > bestLength {
                    bestLength = length
                    bestDistance = position - candidate
                    if length == limit || length >= niceMatch { break }
                  }
                }
                let next = Int(previous[candidate & (window - 1)])
                if next >= candidate { break }
                candidate = next
                tries -= 1
              }
            }
            if bestLength >= minimumMatch {
              writer.writeLength(bestLength)
              writer.writeDistance(bestDistance)
              for offset in 0..<bestLength { insert(at: position + offset) }
              position += bestLength
            } else {
              writer.writeLiteral(Int(input[position]))
              insert(at: position)
              position += 1
            }
          }
        }
      }
    }
    writer.writeLiteral(256)  // end of block
    return writer.finish()
  }

  /// Bits written least significant first, as DEFLATE packs them; Huffman codes go in reversed,
  /// most significant bit first.
  private struct BitWriter {
    private var output: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func reserve(_ capacity: Int) { output.reserveCapacity(capacity) }

    mutating func write(_ value: Int, bits: Int) {
      buffer |= UInt64(value) << UInt64(used)
      used += bits
      while used >= 8 {
        output.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        used -= 8
      }
    }

    /// A Huffman code of `bits` bits, most significant bit first.
    mutating func writeCode(_ code: Int, bits: Int) {
      var reversed = 0
      for bit in 0..<bits where code & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
      write(reversed, bits: bits)
    }

    /// A literal byte, or 256 (end of block), or a length code 257…285, in the fixed codes.
    mutating func writeLiteral(_ symbol: Int) {
      switch symbol {
      case 0...143: writeCode(0x30 + symbol, bits: 8)
      case 144...255: writeCode(0x190 + symbol - 144, bits: 9)
      case 256...279: writeCode(symbol - 256, bits: 7)
      default: writeCode(0xC0 + symbol - 280, bits: 8)
      }
    }

    mutating func writeLength(_ length: Int) {
      var code = 0
      while code + 1 < RawDeflate.lengthBases.count, RawDeflate.lengthBases[code + 1] <= length { code += 1 }
      writeLiteral(257 + code)
      let extra = RawDeflate.lengthExtraBits[code]
      if extra > 0 { write(length - RawDeflate.lengthBases[code], bits: extra) }
    }

    mutating func writeDistance(_ distance: Int) {
      var code = 0
      while code + 1 < RawDeflate.distanceBases.count, RawDeflate.distanceBases[code + 1] <= distance { code += 1 }
      writeCode(code, bits: 5)
      let extra = RawDeflate.distanceExtraBits[code]
      if extra > 0 { write(distance - RawDeflate.distanceBases[code], bits: extra) }
    }

    mutating func finish() -> [UInt8] {
      if used > 0 { output.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      used = 0
      return output
    }
  }

  /// RFC 1951 §3.2.5: the first length of each length code 257…285, and its extra bits (258 is
  /// code 285 alone, with none).
  fileprivate static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  fileprivate static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// The first distance of each distance code 0…29, and its extra bits.
  fileprivate static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  fileprivate static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
}
