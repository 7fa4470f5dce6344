// Any bytes: the byte scanning's SIMD variants tell what the scalar reference tells at every
// place (tests/scan_agreement.hpp). Built with SIMD, as the fuzz build is; a portable build has
// only the reference, and then this checks it against itself.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "scan_agreement.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    if (const std::string why = notator::detail::scan::disagreement(text); !why.empty()) {
        std::fprintf(stderr, "%s\n", why.c_str());
        std::abort();
    }
    return 0;
}
