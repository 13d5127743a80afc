// SPDX-License-Identifier: GPL-2.0-or-later
// main() for a fuzz target built without libFuzzer (GCC, the CI's sanitizer build): runs the
// target once on each file named, and on each file under each folder named, so that every
// input a fuzzer once stopped on stays a regression test (tests/data/fuzz/TARGET/).
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

bool replay(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
        return false;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    int ran = 0;
    int failed = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path argument(argv[i]);
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(argument)) {
            for (const auto &entry : std::filesystem::recursive_directory_iterator(argument)) {
                if (entry.is_regular_file()) {
                    files.push_back(entry.path());
                }
            }
        } else {
            files.push_back(argument);
        }
        for (const auto &file : files) {
            (replay(file) ? ran : failed) += 1;
        }
    }
    std::printf("replay: %d inputs ran, %d unreadable\n", ran, failed);
    return failed == 0 && ran > 0 ? 0 : 1;
}
