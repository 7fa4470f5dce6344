#include "output_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace notator::cli {

bool OutputFile::open(const std::string& target, std::string& why) {
    shown_ = target_ = target;
    const auto direct = [&] {  // writing the target itself, as a plain open would
        out_.open(target_, std::ios::binary);
        if (!out_) why = std::strerror(errno);
        return bool(out_);
    };
    // A symbolic link: the file it names is replaced, the link kept. (One that names no file
    // yet, and a target that is no regular file, a device or a pipe, are written directly.)
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) return direct();
    if (!exists && ::lstat(target.c_str(), &st) == 0) return direct();
    if (char* resolved = ::realpath(target.c_str(), nullptr)) {
        target_ = resolved;
        std::free(resolved);
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
    // Hidden, beside the target: the rename stays within one file system.
    const std::size_t slash = target_.rfind('/');
    const std::string dir = slash == std::string::npos ? "" : target_.substr(0, slash + 1);
    const std::string base = target_.substr(slash == std::string::npos ? 0 : slash + 1);
    std::string name = dir + "." + base + ".notator-XXXXXX";
    const int fd = ::mkstemp(name.data());
    // A directory it may not write into, or a name too long: the target itself, as before.
    if (fd < 0) return direct();
    ::fchmod(fd, mode);  // (if it fails, the file stays its owner's alone: nothing is lost)
    ::close(fd);
    temporary_ = name;
    out_.open(temporary_, std::ios::binary | std::ios::trunc);
    if (!out_) {
        discard();
        return direct();
    }
    return true;
}

bool OutputFile::finish(bool inputs_read, std::string& why) {
    out_.flush();
    const int flush_errno = errno;
    const bool written_ok = bool(out_);
    const bool wrote = out_.tellp() > 0;
    out_.close();
    if (!written_ok) why = "writing " + shown_ + " failed: " + std::strerror(flush_errno);
    if (temporary_.empty()) return written_ok;
    if (!written_ok || (!inputs_read && !wrote)) {
        discard();
        return written_ok;
    }
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) {
        why = "cannot replace " + shown_ + ": " + std::strerror(errno);
        discard();
        return false;
    }
    temporary_.clear();
    return true;
}

void OutputFile::discard() {
    if (!temporary_.empty()) std::remove(temporary_.c_str());
    temporary_.clear();
}

OutputFile::~OutputFile() { discard(); }

bool output_is_an_input(const std::string& output, const std::vector<std::string>& files) {
    struct stat out {};
    if (::stat(output.c_str(), &out) != 0) return false;  // a new file
    for (const std::string& f : files) {
        struct stat in {};
        if (f != "-" && ::stat(f.c_str(), &in) == 0 && in.st_dev == out.st_dev &&
            in.st_ino == out.st_ino)
            return true;
    }
    return false;
}

}  // namespace notator::cli
