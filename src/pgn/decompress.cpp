// The decompressors, each on its library from Debian (zlib, libzstd, libbz2, liblzma).
#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <cstring>

#include "decompress.hpp"

namespace notator {

namespace {

// What the decompressors share: compressed bytes pulled from `in`, and the error of the data
// or of the source under it.
class Decompressor : public ByteSource {
  public:
    Decompressor(std::unique_ptr<ByteSource> in, Compression kind)
        : in_(std::move(in)), kind_(kind) {}
    std::optional<Error> error() const override { return error_; }
    std::uint64_t consumed() const override { return in_->consumed(); }

  protected:
    // More compressed bytes into chunk_; 0 at the end (or the source's error, then kept).
    std::size_t pull() {
        const std::size_t n = in_->read(chunk_, sizeof chunk_);
        if (n == 0 && in_->error()) fail(*in_->error());
        return n;
    }
    void fail(Error e) {
        if (!error_) error_ = e;
        ok_ = false;
    }
    void corrupt() { fail(Error{Errc::CorruptInput, 0, 0, int(kind_)}); }
    void truncated() { fail(Error{Errc::TruncatedInput, 0, 0, int(kind_)}); }

    std::unique_ptr<ByteSource> in_;
    Compression kind_;
    char chunk_[1 << 16];
    bool ok_ = true;
    std::optional<Error> error_;
};

class GzipSource : public Decompressor {
  public:
    explicit GzipSource(std::unique_ptr<ByteSource> in)
        : Decompressor(std::move(in), Compression::Gzip) {
        std::memset(&z_, 0, sizeof z_);
        if (inflateInit2(&z_, 15 + 32) != Z_OK) corrupt();  // +32: gzip or zlib header
    }
    ~GzipSource() override { inflateEnd(&z_); }
    std::size_t read(char* buffer, std::size_t size) override {
        if (!ok_ || done_) return 0;
        z_.next_out = reinterpret_cast<Bytef*>(buffer);
        z_.avail_out = uInt(size);
        while (z_.avail_out == size) {
            if (z_.avail_in == 0) {
                const std::size_t n = pull();
                if (n == 0) {
                    if (ok_) truncated();
                    return 0;
                }
                z_.next_in = reinterpret_cast<Bytef*>(chunk_);
                z_.avail_in = uInt(n);
            }
            const int r = inflate(&z_, Z_NO_FLUSH);
            if (r == Z_STREAM_END) {
                // Concatenated members (cat a.gz b.gz) go on.
                if (z_.avail_in == 0) {
                    const std::size_t n = pull();
                    z_.next_in = reinterpret_cast<Bytef*>(chunk_);
                    z_.avail_in = uInt(n);
                }
                if (z_.avail_in > 0) {
                    inflateReset(&z_);
                    continue;
                }
                done_ = true;
                break;
            }
            if (r != Z_OK && r != Z_BUF_ERROR) {
                corrupt();
                return size - z_.avail_out;
            }
        }
        return size - z_.avail_out;
    }

  private:
    z_stream z_;
    bool done_ = false;
};

class ZstdSource : public Decompressor {
  public:
    explicit ZstdSource(std::unique_ptr<ByteSource> in)
        : Decompressor(std::move(in), Compression::Zstd), d_(ZSTD_createDStream()) {
        ZSTD_initDStream(d_);
    }
    ~ZstdSource() override { ZSTD_freeDStream(d_); }
    std::size_t read(char* buffer, std::size_t size) override {
        ZSTD_outBuffer out{buffer, size, 0};
        while (out.pos == 0 && ok_) {
            if (in_buf_.pos == in_buf_.size) {
                const std::size_t n = pull();
                if (n == 0) {
                    if (ok_ && last_ != 0) truncated();
                    ok_ = false;
                    break;
                }
                in_buf_ = {chunk_, n, 0};
            }
            last_ = ZSTD_decompressStream(d_, &out, &in_buf_);
            if (ZSTD_isError(last_)) corrupt();
        }
        return out.pos;
    }

  private:
    ZSTD_DStream* d_;
    ZSTD_inBuffer in_buf_{nullptr, 0, 0};
    std::size_t last_ = 0;
};

class Bzip2Source : public Decompressor {
  public:
    explicit Bzip2Source(std::unique_ptr<ByteSource> in)
        : Decompressor(std::move(in), Compression::Bzip2) {
        std::memset(&s_, 0, sizeof s_);
        if (BZ2_bzDecompressInit(&s_, 0, 0) != BZ_OK) corrupt();
    }
    ~Bzip2Source() override { BZ2_bzDecompressEnd(&s_); }
    std::size_t read(char* buffer, std::size_t size) override {
        if (!ok_) return 0;
        s_.next_out = buffer;
        s_.avail_out = unsigned(size);
        while (s_.avail_out == size && ok_) {
            if (s_.avail_in == 0) {
                const std::size_t n = pull();
                if (n == 0) {
                    if (ok_ && !ended_) truncated();
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
                const unsigned avail = s_.avail_in;
                char* out = s_.next_out;
                const unsigned out_avail = s_.avail_out;
                std::memset(&s_, 0, sizeof s_);
                BZ2_bzDecompressInit(&s_, 0, 0);
                s_.next_in = next;
                s_.avail_in = avail;
                s_.next_out = out;
                s_.avail_out = out_avail;
                if (avail == 0 && size - out_avail > 0) break;
            } else if (r != BZ_OK) {
                corrupt();
            } else {
                ended_ = false;
            }
        }
        return size - s_.avail_out;
    }

  private:
    bz_stream s_;
    bool ended_ = false;
};

class XzSource : public Decompressor {
  public:
    explicit XzSource(std::unique_ptr<ByteSource> in)
        : Decompressor(std::move(in), Compression::Xz) {
        if (lzma_stream_decoder(&s_, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK) corrupt();
    }
    ~XzSource() override { lzma_end(&s_); }
    std::size_t read(char* buffer, std::size_t size) override {
        if (!ok_ || done_) return 0;
        s_.next_out = reinterpret_cast<std::uint8_t*>(buffer);
        s_.avail_out = size;
        while (s_.avail_out == size && ok_ && !done_) {
            lzma_action action = LZMA_RUN;
            if (s_.avail_in == 0 && !input_end_) {
                const std::size_t n = pull();
                if (!ok_) break;
                s_.next_in = reinterpret_cast<const std::uint8_t*>(chunk_);
                s_.avail_in = n;
                input_end_ = n == 0;
            }
            if (input_end_) action = LZMA_FINISH;
            const lzma_ret r = lzma_code(&s_, action);
            if (r == LZMA_STREAM_END) {
                done_ = true;
            } else if (r == LZMA_BUF_ERROR && input_end_) {
                truncated();
            } else if (r != LZMA_OK) {
                corrupt();
            }
        }
        return size - s_.avail_out;
    }

  private:
    lzma_stream s_ = LZMA_STREAM_INIT;
    bool done_ = false, input_end_ = false;
};

}  // namespace

std::unique_ptr<ByteSource> detail::decompressed(Compression kind,
                                                 std::unique_ptr<ByteSource> compressed) {
    switch (kind) {
        case Compression::Gzip:
            return std::make_unique<GzipSource>(std::move(compressed));
        case Compression::Zstd:
            return std::make_unique<ZstdSource>(std::move(compressed));
        case Compression::Bzip2:
            return std::make_unique<Bzip2Source>(std::move(compressed));
        case Compression::Xz:
            return std::make_unique<XzSource>(std::move(compressed));
    }
    NOTATOR_ASSERT(false);
    return compressed;
}

}  // namespace notator
