// Byte sources: files and standard input, plain or compressed (recognised by their first bytes,
// not their names), and memory; then the text's encoding, decoded to the UTF-8 the reader reads.
#include <iconv.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "decompress.hpp"
#include "encoding.hpp"
#include "notator/pgn.hpp"
#include "scan.hpp"
#include "sources.hpp"

namespace notator {

namespace {

Error input_error(Errc code, int detail = 0) { return Error{code, 0, 0, detail}; }

class FileSource : public ByteSource {
  public:
    FileSource(std::FILE* f, bool owned) : f_(f), owned_(owned) {}
    ~FileSource() override {
        if (owned_) std::fclose(f_);
    }
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t n = std::fread(buffer, 1, size, f_);
        consumed_ += n;
        if (n == 0 && std::ferror(f_)) error_ = input_error(Errc::ReadFailed, errno);
        return n;
    }
    std::optional<Error> error() const override { return error_; }
    std::uint64_t consumed() const override { return consumed_; }

  private:
    std::FILE* f_;
    bool owned_;
    std::uint64_t consumed_ = 0;
    std::optional<Error> error_;
};

class MemorySource : public ByteSource {
  public:
    explicit MemorySource(std::string_view bytes) : bytes_(bytes) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t n = std::min(size, bytes_.size() - pos_);
        std::memcpy(buffer, bytes_.data() + pos_, n);
        pos_ += n;
        return n;
    }
    std::uint64_t consumed() const override { return pos_; }

  private:
    std::string_view bytes_;
    std::size_t pos_ = 0;
};

// Bytes already read from a source (to tell what it holds), then the rest of it.
class HeadThenRest : public ByteSource {
  public:
    HeadThenRest(std::string head, std::unique_ptr<ByteSource> rest)
        : head_(std::move(head)), rest_(std::move(rest)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (at_ == head_.size()) return rest_->read(buffer, size);
        const std::size_t n = std::min(size, head_.size() - at_);
        std::memcpy(buffer, head_.data() + at_, n);
        at_ += n;
        return n;
    }
    std::optional<Error> error() const override { return rest_->error(); }
    std::uint64_t consumed() const override { return rest_->consumed(); }

  private:
    std::string head_;
    std::size_t at_ = 0;
    std::unique_ptr<ByteSource> rest_;
};

// UTF-8 as it comes, each byte that is not part of it taken as Windows-1252. Text that is
// already UTF-8 is handed on where it was read, unchanged.
class Utf8Source : public ByteSource {
  public:
    explicit Utf8Source(std::unique_ptr<ByteSource> in) : in_(std::move(in)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (at_ < pending_.size()) return hand_pending(buffer, size);
        if (size < 8) {  // (the reader asks for kilobytes) room to work in
            char small[8];
            pending_.assign(small, read(small, sizeof small));
            at_ = 0;
            return hand_pending(buffer, size);
        }
        std::size_t n = carry_.size();
        std::memcpy(buffer, carry_.data(), n);
        carry_.clear();
        std::size_t got = in_->read(buffer + n, size - n);
        n += got;
        bool end = got == 0;
        for (std::size_t i = 0;;) {
            const std::string_view s(buffer, n);
            i = detail::scan::find_high(s, i);
            if (i == n) return n;
            bool cut = false;
            if (const std::size_t len = detail::utf8_sequence(s.substr(i), cut)) {
                i += len;
                continue;
            }
            if (cut && !end) {  // the rest of the sequence comes with the next read
                if (i > 0) {
                    carry_.assign(s.substr(i));
                    return i;
                }
                got = in_->read(buffer + n, size - n);
                n += got;
                end = got == 0;
                continue;
            }
            // A byte that is not UTF-8: from here on through a converted copy.
            const std::size_t whole = end ? n : last_whole(s, i);
            pending_ = detail::repaired_utf8(s.substr(i, whole - i));
            carry_.assign(s.substr(whole));
            at_ = 0;
            if (i > 0) return i;
            return hand_pending(buffer, size);
        }
    }
    std::optional<Error> error() const override { return in_->error(); }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    // Where a sequence cut by the end of s starts (s.size() when none is): it waits for the
    // next read.
    static std::size_t last_whole(std::string_view s, std::size_t from) {
        for (std::size_t k = s.size(); k > from && s.size() - k < 4;) {
            --k;
            const unsigned char c = static_cast<unsigned char>(s[k]);
            if (c < 0x80) break;
            if (c >= 0xC0) {
                bool cut = false;
                detail::utf8_sequence(s.substr(k), cut);
                return cut ? k : s.size();
            }
        }
        return s.size();
    }
    std::size_t hand_pending(char* buffer, std::size_t size) {
        const std::size_t n = std::min(size, pending_.size() - at_);
        std::memcpy(buffer, pending_.data() + at_, n);
        at_ += n;
        if (at_ == pending_.size()) {
            pending_.clear();
            at_ = 0;
        }
        return n;
    }
    std::unique_ptr<ByteSource> in_;
    std::string carry_, pending_;
    std::size_t at_ = 0;
};

// Text whose lines end in a carriage return alone, as old Mac files do: each such return is
// read as a line feed, so that lines, reports and where games start are what they are in any
// other file. Byte for byte, so every place in the text stays where it was.
class CarriageReturnLines : public ByteSource {
  public:
    explicit CarriageReturnLines(std::unique_ptr<ByteSource> in)
        : in_(std::move(in)), buffer_(64u << 10) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (at_ == filled_ && !fill()) return 0;
        const std::size_t n = std::min(size, filled_ - at_);
        std::memcpy(buffer, buffer_.data() + at_, n);
        at_ += n;
        return n;
    }
    std::optional<Error> error() const override { return in_->error(); }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    // The next bytes, their returns read; false at the input's end.
    bool fill() {
        at_ = filled_ = 0;
        while (filled_ == 0) {
            std::size_t n = 0;
            if (held_) buffer_[n++] = '\r';
            held_ = false;
            const std::size_t got = in_->read(buffer_.data() + n, buffer_.size() - n);
            n += got;
            if (n == 0) return false;
            // A return that ends what was read waits to see whether a line feed follows it.
            if (got != 0 && buffer_[n - 1] == '\r') {
                held_ = true;
                --n;
            }
            for (std::size_t i = 0; i < n; ++i)
                if (buffer_[i] == '\r' && (i + 1 == n || buffer_[i + 1] != '\n')) buffer_[i] = '\n';
            filled_ = n;
        }
        return true;
    }
    std::unique_ptr<ByteSource> in_;
    std::vector<char> buffer_;
    std::size_t at_ = 0, filled_ = 0;
    bool held_ = false;
};

// Another encoding, through the C library's iconv; bytes that do not fit it become U+FFFD.
class IconvSource : public ByteSource {
  public:
    IconvSource(std::unique_ptr<ByteSource> in, iconv_t cd) : in_(std::move(in)), cd_(cd) {}
    ~IconvSource() override { iconv_close(cd_); }
    std::size_t read(char* buffer, std::size_t size) override {
        char* out = buffer;
        std::size_t room = size;
        while (room == size) {
            if (in_size_ == 0 || need_more_) {
                if (in_end_) {
                    if (in_size_ > 0 && room >= 3) {  // a sequence cut short by the end
                        std::memcpy(out, "\xEF\xBF\xBD", 3);
                        out += 3;
                        room -= 3;
                        in_size_ = 0;
                    }
                    break;
                }
                // Keep what is left, then read more after it.
                std::memmove(buf_, buf_ + in_at_, in_size_);
                in_at_ = 0;
                const std::size_t n = in_->read(buf_ + in_size_, sizeof buf_ - in_size_);
                in_end_ = n == 0;
                in_size_ += n;
                need_more_ = false;
                continue;
            }
            char* from = buf_ + in_at_;
            std::size_t left = in_size_;
            const std::size_t r = iconv(cd_, &from, &left, &out, &room);
            in_at_ += in_size_ - left;
            in_size_ = left;
            if (r != std::size_t(-1)) continue;
            if (errno == E2BIG) break;
            if (errno == EINVAL) {  // a sequence cut by the end of what was read
                need_more_ = true;
                continue;
            }
            if (room < 3) break;  // EILSEQ: one byte that does not fit
            std::memcpy(out, "\xEF\xBF\xBD", 3);
            out += 3;
            room -= 3;
            ++in_at_;
            --in_size_;
        }
        return size - room;
    }
    std::optional<Error> error() const override { return in_->error(); }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    std::unique_ptr<ByteSource> in_;
    iconv_t cd_;
    char buf_[1 << 16];
    std::size_t in_at_ = 0, in_size_ = 0;
    bool in_end_ = false, need_more_ = false;
};

// The first bytes of a source, read to tell what it holds.
constexpr std::size_t kHead = 64u << 10;

std::string read_head(ByteSource& source, std::size_t size) {
    std::string head(size, '\0');
    std::size_t n = 0;
    while (n < size) {
        const std::size_t got = source.read(head.data() + n, size - n);
        if (got == 0) break;
        n += got;
    }
    head.resize(n);
    return head;
}

// Binary data, not text: a NUL byte, or many control characters (more than one byte in 32 of
// the head: text has next to none; random bytes one in nine).
std::optional<Error> binary(std::string_view head) {
    // Archives, which the PGN files of a download often come in (after decompression: a
    // .tar.gz is a tar).
    if (head.starts_with("PK\x03\x04") || head.starts_with("PK\x05\x06"))
        return input_error(Errc::NotText, int(NotText::ZipArchive));
    if (head.starts_with("7z\xBC\xAF\x27\x1C"))
        return input_error(Errc::NotText, int(NotText::SevenZipArchive));
    if (head.starts_with("Rar!\x1A\x07"))
        return input_error(Errc::NotText, int(NotText::RarArchive));
    if (head.size() >= 262 && head.substr(257, 5) == "ustar")
        return input_error(Errc::NotText, int(NotText::TarArchive));
    std::size_t controls = 0, nul = head.size();
    for (std::size_t i = 0; i < head.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(head[i]);
        if (c == 0 && nul == head.size()) nul = i;
        // Tab, line feed, vertical tab, form feed, carriage return, the DOS end-of-file mark
        // and escape are seen in text files.
        if (c < 0x20 && !(c >= 0x09 && c <= 0x0D) && c != 0x1A && c != 0x1B) ++controls;
    }
    if (nul < head.size()) {
        // UTF-16 without a byte order mark: ASCII with a NUL beside every character.
        std::size_t even = 0, odd = 0;
        for (std::size_t i = 0; i + 1 < head.size(); i += 2) {
            even += head[i] == '\0';
            odd += head[i + 1] == '\0';
        }
        const std::size_t pairs = head.size() / 2;
        if (pairs > 0 && (even * 10 > pairs * 9 || odd * 10 > pairs * 9) &&
            even + odd < pairs + pairs / 10)
            return input_error(Errc::NotText, int(NotText::Utf16WithoutMark));
        return input_error(Errc::NotText, int(NotText::NulByte));
    }
    if (controls * 32 > head.size() && controls > 2)
        return input_error(Errc::NotText, int(NotText::ControlBytes));
    return std::nullopt;
}

Result<std::unique_ptr<ByteSource>> through_iconv(std::unique_ptr<ByteSource> in,
                                                  const std::string& encoding) {
    const iconv_t cd = iconv_open("UTF-8", encoding.c_str());
    if (cd == iconv_t(-1)) return input_error(Errc::UnknownEncoding);
    return std::unique_ptr<ByteSource>(std::make_unique<IconvSource>(std::move(in), cd));
}

// The decompressed bytes of a source as UTF-8 text, or why they are not text.
Result<std::unique_ptr<ByteSource>> decoded(std::unique_ptr<ByteSource> raw,
                                            const InputOptions& options) {
    std::string head = read_head(*raw, kHead);
    if (raw->error()) return *raw->error();
    const auto starts = [&](std::string_view mark) {
        return std::string_view(head).starts_with(mark);
    };
    const bool big_endian = starts("\xFE\xFF");
    const char* utf16 = starts("\xFF\xFE") ? "UTF-16LE" : big_endian ? "UTF-16BE" : nullptr;
    // Lines that end in a carriage return alone (in UTF-16 its code unit, not the byte, which
    // other characters hold too).
    const auto holds = [&](char c) {
        if (!utf16) return head.find(c) != std::string::npos;
        for (std::size_t k = 2; k + 1 < head.size(); k += 2)
            if (head[k + big_endian] == c && head[k + !big_endian] == '\0') return true;
        return false;
    };
    const bool return_lines = holds('\r') && !holds('\n');
    const auto lines = [return_lines](Result<std::unique_ptr<ByteSource>> text) {
        if (return_lines && text) *text = std::make_unique<CarriageReturnLines>(std::move(*text));
        return text;
    };
    // A byte order mark says what the text is, whatever the options say. (Where it decides, a
    // name that names no encoding is an error all the same; elsewhere through_iconv says so.)
    std::string encoding = options.encoding;
    std::transform(encoding.begin(), encoding.end(), encoding.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const bool named = encoding != "auto" && encoding != "utf-8" && encoding != "utf8";
    const bool utf8 = starts("\xEF\xBB\xBF");
    if (named && (utf16 || utf8)) {
        const iconv_t cd = iconv_open("UTF-8", options.encoding.c_str());
        if (cd == iconv_t(-1)) return input_error(Errc::UnknownEncoding);
        iconv_close(cd);
    }
    if (utf16) {
        head.erase(0, 2);
        return lines(
            through_iconv(std::make_unique<HeadThenRest>(std::move(head), std::move(raw)), utf16));
    }
    if (!utf8 && named)
        return lines(through_iconv(std::make_unique<HeadThenRest>(std::move(head), std::move(raw)),
                                   options.encoding));
    if (utf8) head.erase(0, 3);
    if (auto e = binary(head)) return *e;
    return lines(std::unique_ptr<ByteSource>(std::make_unique<Utf8Source>(
        std::make_unique<HeadThenRest>(std::move(head), std::move(raw)))));
}

}  // namespace

Result<std::unique_ptr<ByteSource>> open_input(const std::string& path,
                                               const InputOptions& options) {
    std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (!f) return input_error(Errc::CannotOpen, errno);
    return open_input(std::make_unique<FileSource>(f, f != stdin), options);
}

Result<std::unique_ptr<ByteSource>> open_input(std::unique_ptr<ByteSource> file,
                                               const InputOptions& options) {
    NOTATOR_ASSERT(file != nullptr);
    std::string magic = read_head(*file, 6);
    if (file->error()) return *file->error();
    const auto b = [&](std::size_t i) {
        return i < magic.size() ? static_cast<unsigned char>(magic[i]) : 0u;
    };
    std::optional<Compression> kind;
    if (b(0) == 0x1F && b(1) == 0x8B) kind = Compression::Gzip;
    if (b(0) == 0x28 && b(1) == 0xB5 && b(2) == 0x2F && b(3) == 0xFD) kind = Compression::Zstd;
    if (b(0) == 'B' && b(1) == 'Z' && b(2) == 'h') kind = Compression::Bzip2;
    if (b(0) == 0xFD && b(1) == '7' && b(2) == 'z' && b(3) == 'X' && b(4) == 'Z' && b(5) == 0)
        kind = Compression::Xz;
    std::unique_ptr<ByteSource> raw =
        std::make_unique<HeadThenRest>(std::move(magic), std::move(file));
    if (kind) raw = detail::decompressed(*kind, std::move(raw));
    return decoded(std::move(raw), options);
}

std::unique_ptr<ByteSource> memory_bytes(std::string_view bytes) {
    return std::make_unique<MemorySource>(bytes);
}

Result<std::string> read_all(ByteSource& source) {
    std::string text;
    char buffer[1 << 16];
    while (const std::size_t n = source.read(buffer, sizeof buffer)) text.append(buffer, n);
    if (const auto e = source.error()) return *e;
    return text;
}

std::unique_ptr<ByteSource> detail::utf8_text(std::string_view bytes) {
    return std::make_unique<Utf8Source>(std::make_unique<MemorySource>(bytes));
}

Result<std::unique_ptr<ByteSource>> memory_input(std::string_view bytes,
                                                 const InputOptions& options) {
    return decoded(std::make_unique<MemorySource>(bytes), options);
}

}  // namespace notator
