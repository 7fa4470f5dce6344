// The stand-in for the decompressors in a build without the compression libraries
// (NOTATOR_COMPRESSION off, as for WebAssembly): compressed input is refused, by name.
#include "decompress.hpp"

namespace notator {

namespace {

class Refused : public ByteSource {
  public:
    explicit Refused(Compression kind) : kind_(kind) {}
    std::size_t read(char*, std::size_t) override { return 0; }
    std::optional<Error> error() const override {
        return Error{Errc::NotDecompressed, 0, 0, int(kind_)};
    }

  private:
    Compression kind_;
};

}  // namespace

std::unique_ptr<ByteSource> detail::decompressed(Compression kind, std::unique_ptr<ByteSource>) {
    return std::make_unique<Refused>(kind);
}

}  // namespace notator
