#include "output_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace notator::cli {

bool OutputFile::open(const std::string& target, std::string& why) {
    // A symbolic link: the file it names is replaced, the link kept.
    char* resolved = ::realpath(target.c_str(), nullptr);
    shown_ = target;
    target_ = resolved ? resolved : target;
    std::free(resolved);
    struct stat st {};
    const bool exists = ::stat(target_.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
        out_.open(target_, std::ios::binary);
        if (!out_) why = std::strerror(errno);
        return bool(out_);
    }
    // The new file gets the old one's permissions, or what a new file gets.
    mode_t mode = 0;
    if (exists) {
        mode = st.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    std::vector<char> name(target_.begin(), target_.end());
    for (const char c : std::string_view(".notator-XXXXXX")) name.push_back(c);
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        why = std::strerror(errno);
        return false;
    }
    ::fchmod(fd, mode);
    ::close(fd);
    temporary_ = name.data();
    out_.open(temporary_, std::ios::binary | std::ios::trunc);
    if (!out_) {
        why = std::strerror(errno);
        std::remove(temporary_.c_str());
        temporary_.clear();
        return false;
    }
    return true;
}

bool OutputFile::finish(bool inputs_read, std::string& why) {
    out_.flush();
    const bool written_ok = bool(out_);
    const bool wrote = out_.tellp() > 0;
    out_.close();
    if (!written_ok) why = "writing " + shown_ + " failed: " + std::strerror(errno);
    if (temporary_.empty()) return written_ok;
    if (!written_ok || (!inputs_read && !wrote)) {
        std::remove(temporary_.c_str());
        temporary_.clear();
        return written_ok;
    }
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) {
        why = "cannot replace " + shown_ + ": " + std::strerror(errno);
        std::remove(temporary_.c_str());
        temporary_.clear();
        return false;
    }
    temporary_.clear();
    return true;
}

OutputFile::~OutputFile() {
    if (!temporary_.empty()) std::remove(temporary_.c_str());
}

}  // namespace notator::cli
