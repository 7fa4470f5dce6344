// Built against the installed notator package by tests/install/test_install.sh.
#include <iostream>
#include <notator/notator.hpp>

int main() {
    std::cout << notator::perft(notator::Position(), 3) << "\n";
    return 0;
}
