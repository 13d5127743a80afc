// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/libraryversions.h"

#include <boost/version.hpp>
#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <QtGlobal>

// GLib's headers use `signals` as a name, which Qt defines as a keyword.
#pragma push_macro("signals")
#undef signals
#include <gmime/gmime.h>
#pragma pop_macro("signals")

using namespace Qt::StringLiterals;

namespace vmscope {

QList<std::pair<QString, QString>> libraryVersions()
{
    // bzip2 says "1.0.8, 13-Jul-2019": the version is what comes before the comma.
    const QString bzip2 = QString::fromLatin1(BZ2_bzlibVersion()).section(u',', 0, 0);
    return {
        {u"Qt"_s, QString::fromLatin1(qVersion())},
        {u"zlib"_s, QString::fromLatin1(zlibVersion())},
        {u"bzip2"_s, bzip2},
        {u"XZ Utils (liblzma)"_s, QString::fromLatin1(lzma_version_string())},
        {u"Zstandard"_s, QString::fromLatin1(ZSTD_versionString())},
        {u"GMime"_s, u"%1.%2.%3"_s.arg(gmime_major_version).arg(gmime_minor_version).arg(gmime_micro_version)},
        {u"Boost.Math"_s, u"%1.%2.%3"_s.arg(BOOST_VERSION / 100000).arg(BOOST_VERSION / 100 % 1000).arg(BOOST_VERSION % 100)},
    };
}

} // namespace vmscope
