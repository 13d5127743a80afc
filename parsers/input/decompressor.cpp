// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/decompressor.h"

#include "parsers/pipeline/parsecontext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <climits>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Decompressor)
};

/// A bomb is told by how far it expands, and refused once it has shown that it is one:
/// past 64 MiB, more than a thousandfold (no log compresses so well: NUL bytes, `yes`);
/// past 256 MiB, more than a hundredfold, which only the most idle of logs reaches (a
/// machine's `vmstat 1` where nothing moves: 260-fold under gzip). The second rule holds only
/// while the largest input allowed is the default: a user who raised it asked for that input.
struct BombRule
{
    qint64 afterBytes;
    qint64 ratio;
    bool liftedByALargerLimit;
};
constexpr BombRule bombRules[] = { { qint64(64) << 20, 1000, false },
                                   { qint64(256) << 20, 100, true } };

/// The rule `out` bytes from `consumed` break, if any.
const BombRule *brokenBombRule(qint64 out, qint64 consumed, qint64 limit)
{
    for (const BombRule &rule : bombRules) {
        const bool applies = !rule.liftedByALargerLimit
            || limit <= InputLimits::defaultMaxExpandedBytes;
        if (applies && out > rule.afterBytes && out / consumed > rule.ratio) {
            return &rule;
        }
    }
    return nullptr;
}


/// One compression library's decoder, driven step by step over input held in memory: each
/// step takes what input it can and fills some of `out`. Concatenated streams (`cat a.gz
/// b.gz`) are one input. The libraries do the work; this only tells their ends apart.
class StreamDecoder
{
public:
    enum class Status { More, End, Damaged };

    virtual ~StreamDecoder() = default;
    /// Decodes from `in` (advanced past what was taken) into `out`; `written` says how much.
    virtual Status step(QByteArrayView &in, char *out, size_t room, size_t &written) = 0;
};

class GzipDecoder final : public StreamDecoder
{
public:
    GzipDecoder() { m_ok = inflateInit2(&m_stream, 16 + MAX_WBITS) == Z_OK; } // 16: a gzip header
    ~GzipDecoder() override { inflateEnd(&m_stream); }

    Status step(QByteArrayView &in, char *out, size_t room, size_t &written) override
    {
        if (!m_ok) {
            return Status::Damaged;
        }
        m_stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
        m_stream.avail_in = uInt(std::min<qsizetype>(in.size(), UINT_MAX));
        m_stream.next_out = reinterpret_cast<Bytef *>(out);
        m_stream.avail_out = uInt(room);
        const int status = inflate(&m_stream, Z_NO_FLUSH);
        in = in.sliced(in.size() - qsizetype(m_stream.avail_in)
            - (in.size() - qsizetype(std::min<qsizetype>(in.size(), UINT_MAX))));
        written = room - m_stream.avail_out;
        if (status == Z_STREAM_END) {
            inflateReset(&m_stream); // another member may follow
            return in.isEmpty() ? Status::End : Status::More;
        }
        return status == Z_OK || (status == Z_BUF_ERROR && written > 0) ? Status::More
                                                                          : Status::Damaged;
    }

private:
    z_stream m_stream {};
    bool m_ok = false;
};

class Bzip2Decoder final : public StreamDecoder
{
public:
    Bzip2Decoder() { m_ok = BZ2_bzDecompressInit(&m_stream, 0, 0) == BZ_OK; }
    ~Bzip2Decoder() override { BZ2_bzDecompressEnd(&m_stream); }

    Status step(QByteArrayView &in, char *out, size_t room, size_t &written) override
    {
        if (!m_ok) {
            return Status::Damaged;
        }
        const qsizetype given = std::min<qsizetype>(in.size(), UINT_MAX);
        m_stream.next_in = const_cast<char *>(in.data());
        m_stream.avail_in = unsigned(given);
        m_stream.next_out = out;
        m_stream.avail_out = unsigned(room);
        const int status = BZ2_bzDecompress(&m_stream);
        in = in.sliced(given - qsizetype(m_stream.avail_in));
        written = room - m_stream.avail_out;
        if (status == BZ_STREAM_END) {
            // bzip2 -c a b writes two streams: start the next one afresh.
            BZ2_bzDecompressEnd(&m_stream);
            m_stream = {};
            m_ok = BZ2_bzDecompressInit(&m_stream, 0, 0) == BZ_OK;
            return in.isEmpty() ? Status::End : Status::More;
        }
        return status == BZ_OK ? Status::More : Status::Damaged;
    }

private:
    bz_stream m_stream {};
    bool m_ok = false;
};

class XzDecoder final : public StreamDecoder
{
public:
    XzDecoder()
    {
        m_ok = lzma_stream_decoder(&m_stream, UINT64_MAX, LZMA_CONCATENATED) == LZMA_OK;
    }
    ~XzDecoder() override { lzma_end(&m_stream); }

    Status step(QByteArrayView &in, char *out, size_t room, size_t &written) override
    {
        if (!m_ok) {
            return Status::Damaged;
        }
        m_stream.next_in = reinterpret_cast<const uint8_t *>(in.data());
        m_stream.avail_in = size_t(in.size());
        m_stream.next_out = reinterpret_cast<uint8_t *>(out);
        m_stream.avail_out = room;
        // All the input is here: LZMA_FINISH lets a concatenated stream end with the input.
        const lzma_ret status = lzma_code(&m_stream, LZMA_FINISH);
        in = in.sliced(in.size() - qsizetype(m_stream.avail_in));
        written = room - m_stream.avail_out;
        if (status == LZMA_STREAM_END) {
            return Status::End;
        }
        return status == LZMA_OK || (status == LZMA_BUF_ERROR && written > 0) ? Status::More
                                                                                : Status::Damaged;
    }

private:
    lzma_stream m_stream = LZMA_STREAM_INIT;
    bool m_ok = false;
};

class ZstdDecoder final : public StreamDecoder
{
public:
    ZstdDecoder() = default;
    ~ZstdDecoder() override { ZSTD_freeDStream(m_stream); }

    Status step(QByteArrayView &in, char *out, size_t room, size_t &written) override
    {
        if (!m_stream) {
            return Status::Damaged;
        }
        ZSTD_inBuffer input { in.data(), size_t(in.size()), 0 };
        ZSTD_outBuffer output { out, room, 0 };
        const size_t status = ZSTD_decompressStream(m_stream, &output, &input);
        in = in.sliced(qsizetype(input.pos));
        written = output.pos;
        if (ZSTD_isError(status)) {
            return Status::Damaged;
        }
        // 0: a frame ended where the input does; frames that follow are read on.
        if (status == 0 && in.isEmpty()) {
            return Status::End;
        }
        return written > 0 || !in.isEmpty() ? Status::More : Status::Damaged;
    }

private:
    ZSTD_DStream *m_stream = ZSTD_createDStream();
};

std::unique_ptr<StreamDecoder> decoderFor(Compression compression)
{
    switch (compression) {
    case Compression::Gzip:
        return std::make_unique<GzipDecoder>();
    case Compression::Bzip2:
        return std::make_unique<Bzip2Decoder>();
    case Compression::Xz:
        return std::make_unique<XzDecoder>();
    case Compression::Zstd:
        return std::make_unique<ZstdDecoder>();
    case Compression::None:
        break;
    }
    return nullptr;
}

} // namespace

Compression compressionOf(QByteArrayView head)
{
    if (head.startsWith("\x1f\x8b")) {
        return Compression::Gzip;
    }
    if (head.size() >= 4 && head.startsWith("BZh") && head[3] >= '1' && head[3] <= '9') {
        return Compression::Bzip2;
    }
    if (head.startsWith(QByteArrayView("\xfd" "7zXZ\0", 6))) {
        return Compression::Xz;
    }
    if (head.startsWith("\x28\xb5\x2f\xfd")) {
        return Compression::Zstd;
    }
    return Compression::None;
}

QString compressionName(Compression compression)
{
    switch (compression) {
    case Compression::Gzip:
        return u"gzip"_s;
    case Compression::Bzip2:
        return u"bzip2"_s;
    case Compression::Xz:
        return u"xz"_s;
    case Compression::Zstd:
        return u"zstd"_s;
    case Compression::None:
        break;
    }
    return {};
}

QString byteSizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

std::optional<qint64> byteSizeFromText(QStringView text)
{
    static const QRegularExpression size(
        u"^\\s*(\\d+(?:\\.\\d+)?)\\s*(?:([KMGT])(?:i?B)?|B)?\\s*$"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = size.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const QString unit = match.captured(2).toUpper();
    const int power = unit.isEmpty() ? 0 : int(QStringLiteral("KMGT").indexOf(unit)) + 1;
    const double bytes = match.captured(1).toDouble() * std::pow(1024.0, power);
    if (bytes < 1 || bytes > 9e18) {
        return std::nullopt;
    }
    return qint64(bytes);
}

QByteArray expand(const QByteArray &compressed, Compression compression, qint64 limit,
                  Diagnostics &diagnostics)
{
    const QString name = compressionName(compression);
    const std::unique_ptr<StreamDecoder> decoder = decoderFor(compression);
    if (!decoder) {
        return compressed;
    }
    QByteArrayView in(compressed);
    QByteArray out;
    constexpr size_t room = 256 * 1024;
    StreamDecoder::Status status = StreamDecoder::Status::More;
    while (status == StreamDecoder::Status::More) {
        const qsizetype before = out.size();
        out.resize(before + qsizetype(room));
        size_t written = 0;
        const qsizetype inBefore = in.size();
        status = decoder->step(in, out.data() + before, room, written);
        out.resize(before + qsizetype(written));
        if (out.size() > limit) {
            diagnostics.append({ Diagnostic::Severity::Error, 0,
                Text::tr("%1 data expands past %2, the largest input allowed (--max-expanded, or "
                   "Preferences); refused")
                    .arg(name, byteSizeText(limit)) });
            return {};
        }
        const qint64 consumed = std::max<qint64>(compressed.size() - in.size(), 1);
        if (const BombRule *rule = brokenBombRule(out.size(), consumed, limit)) {
            const QString refused = rule->liftedByALargerLimit
                ? Text::tr("%1 data expands more than %2-fold (%3 from %4 read): a decompression "
                           "bomb, refused (a larger --max-expanded, or Preferences, reads it)")
                : Text::tr("%1 data expands more than %2-fold (%3 from %4 read): a decompression bomb, "
                           "refused");
            diagnostics.append({ Diagnostic::Severity::Error, 0,
                refused.arg(name)
                    .arg(rule->ratio)
                    .arg(byteSizeText(out.size()), byteSizeText(consumed)) });
            return {};
        }
        // All input taken, nothing more out, and no end seen: the stream was cut.
        if (status == StreamDecoder::Status::More && in.isEmpty() && written < room
            && inBefore == 0) {
            status = StreamDecoder::Status::Damaged;
        }
    }
    if (status == StreamDecoder::Status::Damaged) {
        const qsizetype lines = out.count('\n');
        diagnostics.append({ Diagnostic::Severity::Warning,
            int(std::min<qsizetype>(lines + 1, INT_MAX)),
            Text::tr("%1 data is damaged or cut short after %2 of text (line %3): the text before is "
               "used")
                .arg(name, byteSizeText(out.size()))
                .arg(lines + 1) });
    }
    return out;
}

} // namespace vmscope
