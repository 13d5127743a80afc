// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace vmscope {

/// How an input's bytes are compressed, told by their first bytes (never by the file's name).
enum class Compression { None, Gzip, Bzip2, Xz, Zstd };

[[nodiscard]] Compression compressionOf(QByteArrayView head);
/// "gzip", "bzip2", "xz", "zstd"; empty for None.
[[nodiscard]] QString compressionName(Compression compression);

/// Expands `compressed` (zlib, libbz2, liblzma, libzstd: every gzip member, bzip2, xz and zstd
/// stream) into the text it holds. Never fails: damage or a cut stream keeps what came before
/// it, with a diagnostic saying where it stopped (bytes and line). Output past `limit` bytes,
/// or a stream that expands more than a thousandfold past its first 64 MiB or more than a
/// hundredfold past 256 MiB (a decompression bomb; the second rule only while `limit` is the
/// default), is refused with an error, leaving no text.
[[nodiscard]] QByteArray expand(const QByteArray &compressed, Compression compression, qint64 limit,
                                Diagnostics &diagnostics);

/// A size as messages say it: "1.0 MiB", "256.0 MiB", "3 bytes" (the C locale's IEC units).
[[nodiscard]] QString byteSizeText(qint64 bytes);

/// A size as a user types it: bytes, or with K, M, G or T (powers of 1024, an optional `iB`
/// or `B` after), "512M", "8GiB"; nothing when it is not one.
[[nodiscard]] std::optional<qint64> byteSizeFromText(QStringView text);

} // namespace vmscope
