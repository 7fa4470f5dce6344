// Writing JSON for the page: what the WebAssembly module hands to JavaScript (one string per
// call, parsed there with JSON.parse, which is far cheaper than building objects one by one
// across the boundary).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace notator::web {

class Json {
  public:
    // A string value, escaped. Precondition: UTF-8 (what the library hands out).
    Json& string(std::string_view s) {
        comma();
        out_ += '"';
        for (const char c : s) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                out_ += '\\';
                out_ += c;
            } else if (u < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                out_ += "\\u00";
                out_ += kHex[u >> 4];
                out_ += kHex[u & 15];
            } else {
                out_ += c;
            }
        }
        out_ += '"';
        return *this;
    }
    Json& number(std::int64_t n) {
        comma();
        out_ += std::to_string(n);
        return *this;
    }
    Json& boolean(bool b) {
        comma();
        out_ += b ? "true" : "false";
        return *this;
    }
    Json& null() {
        comma();
        out_ += "null";
        return *this;
    }
    // An object's member name; its value follows.
    Json& key(std::string_view k) {
        string(k);
        out_ += ':';
        after_key_ = true;
        return *this;
    }
    Json& begin_object() { return open('{'); }
    Json& end_object() { return close('}'); }
    Json& begin_array() { return open('['); }
    Json& end_array() { return close(']'); }

    std::string& text() { return out_; }

  private:
    void comma() {
        if (after_key_) {
            after_key_ = false;
        } else if (need_comma_) {
            out_ += ',';
        }
        need_comma_ = true;
    }
    Json& open(char c) {
        comma();
        out_ += c;
        need_comma_ = false;
        return *this;
    }
    Json& close(char c) {
        out_ += c;
        need_comma_ = true;
        return *this;
    }
    std::string out_;
    bool need_comma_ = false, after_key_ = false;
};

}  // namespace notator::web
