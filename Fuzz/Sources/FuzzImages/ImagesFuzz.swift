import FuzzSupport
import Images

/// Arbitrary bytes through `ImagePipeline.normalise` as both kinds, and `MatchPhoto.normalise`. Whatever the bytes: a
/// refusal is a sentence, and an accepted picture is stored at the kind's fixed size, under a
/// name that is a valid reference matching its bytes, and reads back through the pipeline as
/// the same size (a stored file is always one the program can read again).
enum ImagesFuzz {
    /// The standard limits but a smaller decoded size: a 4096x4096 PNG per input would make the
    /// target crawl without reaching new code; the limit's own check is what matters.
    static let limits = ImageLimits(maxDecodedPixels: 512 * 512, maxDecodeSeconds: 60)

    static func run(_ bytes: [UInt8]) {
        for kind in [ImageKind.headshot, .logo] {
            let stored: NormalisedImage
            do {
                stored = try ImagePipeline.normalise(bytes, name: "fuzz.jpg", kind: kind, limits: limits)
            } catch {
                guard error.sentence(name: "fuzz.jpg").hasPrefix("fuzz.jpg ") else { finding("a refusal without its sentence: \(error)") }
                continue
            }
            let side = ImageKind.side
            switch kind {
            case .headshot: guard stored.width == side, stored.height == side else { finding("a headshot of \(stored.width)x\(stored.height)") }
            case .logo: guard max(stored.width, stored.height) == side, min(stored.width, stored.height) >= 1 else { finding("a logo of \(stored.width)x\(stored.height)") }
            }
            guard ImageReference.isValid(stored.name), ImageReference.matches(stored.name, bytes: stored.bytes) else { finding("a stored name that is not its hash: \(stored.name)") }
            do {
                let again = try ImagePipeline.normalise(stored.bytes, kind: kind, limits: limits)
                guard again.width == stored.width, again.height == stored.height else { finding("a stored picture reads back as \(again.width)x\(again.height)") }
            } catch {
                finding("a stored picture the pipeline refuses: \(error)")
            }
        }
        // A match's photo (ADR 056): at most 1,024 px a side, named by its bytes, and what an
        // import's check accepts.
        do {
            let photo = try MatchPhoto.normalise(bytes, name: "fuzz.jpg", limits: limits)
            guard max(photo.width, photo.height) <= MatchPhoto.longestSide, min(photo.width, photo.height) >= 1 else {
                finding("a match photo of \(photo.width)x\(photo.height)")
            }
            if let why = MatchPhoto.checkStored(name: photo.name, bytes: photo.bytes) { finding("a stored match photo its own check refuses: \(why)") }
        } catch {
            guard error.sentence(name: "fuzz.jpg").hasPrefix("fuzz.jpg ") else { finding("a refusal without its sentence: \(error)") }
        }
    }
}
