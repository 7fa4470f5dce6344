// Where convert writes (-o FILE): a hidden file beside FILE that takes its place only when the
// run wrote something, so that an input that cannot be read never empties a file that was
// there. Through a symbolic link the file it names is replaced. A target that is no regular
// file (a device, a pipe), a link to no file yet, and a target in a directory that takes no new
// file are written directly. (Killed midway, the run leaves its hidden file behind.)
#pragma once

#include <fstream>
#include <string>
#include <vector>

namespace notator::cli {

class OutputFile {
  public:
    // Opens the file to write into; false (with `why`) if it cannot be made.
    bool open(const std::string& target, std::string& why);
    std::ostream& stream() { return out_; }
    // Puts what was written in the target's place when anything was, or when `inputs_read`
    // (an empty input makes an empty file); else removes it and leaves the target as it was.
    // False (with `why`) if writing or replacing failed.
    bool finish(bool inputs_read, std::string& why);
    ~OutputFile();

  private:
    void discard();  // the hidden file removed, if there is one

    std::string shown_;               // the target as the user named it
    std::string target_, temporary_;  // temporary_ empty: writing the target directly
    std::ofstream out_;
};

// Is `output` one of the input files (the same file under any name)? Opening it for writing
// would empty it before it is read.
bool output_is_an_input(const std::string& output, const std::vector<std::string>& files);

}  // namespace notator::cli
