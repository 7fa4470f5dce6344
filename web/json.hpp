// Writing JSON for the page: what the WebAssembly module hands to JavaScript (one string per
// call, parsed there with JSON.parse, which is far cheaper than building objects one by one
// across the boundary).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "notator/pgn.hpp"

namespace notator::web {

class Json {
  public:
    Json& string(std::string_view s) {
        comma();
        out_ += json_string(s);
        return *this;
    }
    // A diagnostic as an object, with the fields `notator check --json` writes of it.
    Json& diagnostic(const Diagnostic& d) {
        comma();
        out_ += "{\"severity\":";
        out_ += d.severity == Diagnostic::Severity::Error ? "\"error\"" : "\"warning\"";
        append_json_fields(out_, d);
        out_ += '}';
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
