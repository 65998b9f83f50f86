#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text ordered by its UTF-8 bytes: the same order on every machine and in every locale (file lists, hashes of
/// listings, the order outputs are written in), and one memcmp rather than a walk through a string's views.
public enum ByteOrder {
    /// Whether `a`'s bytes sort before `b`'s.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0, let p = x.baseAddress, let q = y.baseAddress {
                    let order = memcmp(p, q, common)
                    if order != 0 { return order < 0 }
                }
                return x.count < y.count
            }
        }
    }
}
