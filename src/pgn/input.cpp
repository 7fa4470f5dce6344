// Byte sources: files and standard input, plain or compressed (recognised by their first
// bytes, not their names), and memory.
#include <bzlib.h>
#include <zlib.h>
#include <zstd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "notator/pgn.hpp"

namespace notator {

namespace {

class FileSource : public ByteSource {
  public:
    FileSource(std::FILE* f, bool owned, std::string head)
        : f_(f), owned_(owned), head_(std::move(head)) {}
    ~FileSource() override {
        if (owned_) std::fclose(f_);
    }
    std::size_t read(char* buffer, std::size_t size) override {
        if (head_pos_ < head_.size()) {  // bytes read to sniff the format come first
            const std::size_t n = std::min(size, head_.size() - head_pos_);
            std::memcpy(buffer, head_.data() + head_pos_, n);
            head_pos_ += n;
            return n;
        }
        const std::size_t n = std::fread(buffer, 1, size, f_);
        consumed_ += n;
        if (n == 0 && std::ferror(f_)) error_ = std::strerror(errno);
        return n;
    }
    std::string error() const override { return error_; }
    std::uint64_t consumed() const override { return consumed_ + head_pos_; }

  private:
    std::FILE* f_;
    bool owned_;
    std::string head_;
    std::size_t head_pos_ = 0;
    std::uint64_t consumed_ = 0;
    std::string error_;
};

// Decompressors pull compressed bytes from a FileSource.
class GzipSource : public ByteSource {
  public:
    explicit GzipSource(std::unique_ptr<ByteSource> in) : in_(std::move(in)) {
        std::memset(&z_, 0, sizeof z_);
        ok_ = inflateInit2(&z_, 15 + 32) == Z_OK;  // +32: gzip or zlib header
        if (!ok_) error_ = "zlib: cannot initialise";
    }
    ~GzipSource() override { inflateEnd(&z_); }
    std::size_t read(char* buffer, std::size_t size) override {
        if (!ok_ || done_) return 0;
        z_.next_out = reinterpret_cast<Bytef*>(buffer);
        z_.avail_out = uInt(size);
        while (z_.avail_out == size) {
            if (z_.avail_in == 0) {
                const std::size_t n = in_->read(chunk_, sizeof chunk_);
                if (n == 0) {
                    if (!in_->error().empty())
                        error_ = in_->error();
                    else
                        error_ = "gzip: the file ends in the middle of the data";
                    ok_ = false;
                    return 0;
                }
                z_.next_in = reinterpret_cast<Bytef*>(chunk_);
                z_.avail_in = uInt(n);
            }
            const int r = inflate(&z_, Z_NO_FLUSH);
            if (r == Z_STREAM_END) {
                // Concatenated members (cat a.gz b.gz) go on.
                if (z_.avail_in > 0 || peek_more()) {
                    inflateReset(&z_);
                    continue;
                }
                done_ = true;
                break;
            }
            if (r != Z_OK && r != Z_BUF_ERROR) {
                error_ = std::string("gzip: ") + (z_.msg ? z_.msg : "corrupt data");
                ok_ = false;
                return size - z_.avail_out;
            }
        }
        return size - z_.avail_out;
    }
    std::string error() const override { return error_; }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    bool peek_more() {
        const std::size_t n = in_->read(chunk_, sizeof chunk_);
        z_.next_in = reinterpret_cast<Bytef*>(chunk_);
        z_.avail_in = uInt(n);
        return n > 0;
    }
    std::unique_ptr<ByteSource> in_;
    z_stream z_;
    char chunk_[1 << 16];
    bool ok_ = false, done_ = false;
    std::string error_;
};

class ZstdSource : public ByteSource {
  public:
    explicit ZstdSource(std::unique_ptr<ByteSource> in)
        : in_(std::move(in)), d_(ZSTD_createDStream()) {
        ZSTD_initDStream(d_);
        chunk_.resize(ZSTD_DStreamInSize());
    }
    ~ZstdSource() override { ZSTD_freeDStream(d_); }
    std::size_t read(char* buffer, std::size_t size) override {
        ZSTD_outBuffer out{buffer, size, 0};
        while (out.pos == 0 && ok_) {
            if (in_buf_.pos == in_buf_.size) {
                const std::size_t n = in_->read(chunk_.data(), chunk_.size());
                if (n == 0) {
                    if (!in_->error().empty())
                        error_ = in_->error();
                    else if (last_ != 0)
                        error_ = "zstd: the file ends in the middle of a frame";
                    ok_ = false;
                    break;
                }
                in_buf_ = {chunk_.data(), n, 0};
            }
            last_ = ZSTD_decompressStream(d_, &out, &in_buf_);
            if (ZSTD_isError(last_)) {
                error_ = std::string("zstd: ") + ZSTD_getErrorName(last_);
                ok_ = false;
            }
        }
        return out.pos;
    }
    std::string error() const override { return error_; }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    std::unique_ptr<ByteSource> in_;
    ZSTD_DStream* d_;
    std::vector<char> chunk_;
    ZSTD_inBuffer in_buf_{nullptr, 0, 0};
    std::size_t last_ = 0;
    bool ok_ = true;
    std::string error_;
};

class Bzip2Source : public ByteSource {
  public:
    explicit Bzip2Source(std::unique_ptr<ByteSource> in) : in_(std::move(in)) {
        std::memset(&s_, 0, sizeof s_);
        ok_ = BZ2_bzDecompressInit(&s_, 0, 0) == BZ_OK;
        if (!ok_) error_ = "bzip2: cannot initialise";
    }
    ~Bzip2Source() override { BZ2_bzDecompressEnd(&s_); }
    std::size_t read(char* buffer, std::size_t size) override {
        if (!ok_) return 0;
        s_.next_out = buffer;
        s_.avail_out = unsigned(size);
        while (s_.avail_out == size && ok_) {
            if (s_.avail_in == 0) {
                const std::size_t n = in_->read(chunk_, sizeof chunk_);
                if (n == 0) {
                    if (!in_->error().empty())
                        error_ = in_->error();
                    else if (!ended_)
                        error_ = "bzip2: the file ends in the middle of the data";
                    ok_ = false;
                    break;
                }
                s_.next_in = chunk_;
                s_.avail_in = unsigned(n);
            }
            const int r = BZ2_bzDecompress(&s_);
            if (r == BZ_STREAM_END) {
                ended_ = true;
                // Concatenated streams go on.
                BZ2_bzDecompressEnd(&s_);
                char* next = s_.next_in;
                unsigned avail = s_.avail_in;
                char* out = s_.next_out;
                unsigned out_avail = s_.avail_out;
                std::memset(&s_, 0, sizeof s_);
                BZ2_bzDecompressInit(&s_, 0, 0);
                s_.next_in = next;
                s_.avail_in = avail;
                s_.next_out = out;
                s_.avail_out = out_avail;
                if (avail == 0 && size - out_avail > 0) break;
            } else if (r != BZ_OK) {
                error_ = "bzip2: corrupt data";
                ok_ = false;
            } else {
                ended_ = false;
            }
        }
        return size - s_.avail_out;
    }
    std::string error() const override { return error_; }
    std::uint64_t consumed() const override { return in_->consumed(); }

  private:
    std::unique_ptr<ByteSource> in_;
    bz_stream s_;
    char chunk_[1 << 16];
    bool ok_ = false, ended_ = false;
    std::string error_;
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

}  // namespace

std::unique_ptr<ByteSource> open_input(const std::string& path, std::string& error) {
    std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    if (!f) {
        error = path + ": " + std::strerror(errno);
        return nullptr;
    }
    char head[4] = {};
    const std::size_t n = std::fread(head, 1, sizeof head, f);
    if (n == 0 && std::ferror(f)) {
        error = path + ": " + std::strerror(errno);
        if (f != stdin) std::fclose(f);
        return nullptr;
    }
    auto file = std::make_unique<FileSource>(f, f != stdin, std::string(head, n));
    const auto b = [&](int i) { return static_cast<unsigned char>(head[i]); };
    if (n >= 2 && b(0) == 0x1F && b(1) == 0x8B)
        return std::make_unique<GzipSource>(std::move(file));
    if (n >= 4 && b(0) == 0x28 && b(1) == 0xB5 && b(2) == 0x2F && b(3) == 0xFD)
        return std::make_unique<ZstdSource>(std::move(file));
    if (n >= 3 && head[0] == 'B' && head[1] == 'Z' && head[2] == 'h')
        return std::make_unique<Bzip2Source>(std::move(file));
    return file;
}

std::unique_ptr<ByteSource> memory_input(std::string_view bytes) {
    return std::make_unique<MemorySource>(bytes);
}

}  // namespace notator
