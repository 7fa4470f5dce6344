// The help text's layout (internal): CLI11's, with each description wrapped to fit 80 columns
// beside the names, where CLI11 writes it on one line however long.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace notator::cli {

class HelpFormatter : public CLI::Formatter {
  public:
    std::string make_description(const CLI::App* app) const override;
    std::string make_option_desc(const CLI::Option* opt) const override;
    std::string make_subcommand(const CLI::App* sub) const override;
    // Its paragraphs (apart at blank lines) filled anew.
    std::string make_footer(const CLI::App* app) const override;
};

}  // namespace notator::cli
