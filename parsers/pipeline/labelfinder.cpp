// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/labelfinder.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

qsizetype wordCount(QStringView text)
{
    return text.split(u' ', Qt::SkipEmptyParts).size();
}

/// `ext3 is misbehaving:`, `When the server is writing to ext2, it is good:`, `[ordered]`.
QString colonOrBracketLabel(const QString &line)
{
    static const QRegularExpression bracket(uR"(^\[([^\]]{1,60})\]$)"_s);
    if (const auto match = bracket.match(line); match.hasMatch() && wordCount(match.captured(1)) <= 5) {
        return match.captured(1).trimmed();
    }
    static const QRegularExpression attribution(uR"(\bwrote:$|\bwrites:$|^(On|Am|Le|El)\b.*:$)"_s);
    if (line.endsWith(u':') && wordCount(line) <= 20 && !attribution.match(line).hasMatch()) {
        return line.chopped(1).trimmed();
    }
    return {};
}

/// A sentence a person wrote, as opposed to command output, prompts, paths or signatures.
bool isProse(const QString &line)
{
    if (wordCount(line) < 3 || line.startsWith(u"--"_s) || line.startsWith(u'[')
        || line.startsWith(u'{') || line.startsWith(u'$') || line.startsWith(u'#')) {
        return false;
    }
    static const QRegularExpression machine(
        uR"((^|\s)/\w|@|\bwrote:$|^\S+:\s*\S+\s*$|\s=\s|^(From|To|Cc|Subject|Date|Message-I[Dd]|In-Reply-To|References|Reply-To|Sender|Organization|User-Agent):\s)"_s);
    if (machine.match(line).hasMatch()) {
        return false;
    }
    qsizetype letters = 0;
    qsizetype visible = 0;
    for (const QChar c : line) {
        letters += c.isLetter() ? 1 : 0;
        visible += c.isSpace() ? 0 : 1;
    }
    return letters * 10 >= visible * 6;
}

/// `/proc/slabinfo (the only suspicious entry)`: a file named, then what it shows, as a caption.
bool isPathCaption(const QString &line)
{
    static const QRegularExpression caption(uR"(^/[\w/.:-]+\s+\(([^()]+)\):?$)"_s);
    const auto match = caption.match(line);
    return match.hasMatch() && wordCount(match.captured(1)) >= 2;
}

/// A label line that starts in lower case finishes a sentence that mail wrapped: take the
/// lines above it back to where the sentence began.
QString withWrappedStart(const QList<CleanLine> &preamble, qsizetype index)
{
    QString text = preamble.at(index).text.trimmed();
    static const QRegularExpression sentenceEnd(uR"([.!?:;]$)"_s);
    for (qsizetype i = index - 1; i >= 0 && text.at(0).isLower(); --i) {
        const QString above = preamble.at(i).text.trimmed();
        if (above.isEmpty() || preamble.at(i).quoteDepth != preamble.at(index).quoteDepth
            || sentenceEnd.match(above).hasMatch() || above.size() + text.size() > 240) {
            break;
        }
        text = above + u' ' + text;
    }
    return text;
}

QString shortened(QString label)
{
    label = label.simplified();
    if (label.size() <= LabelFinder::maxLabelLength) {
        return label;
    }
    qsizetype cut = label.lastIndexOf(u' ', LabelFinder::maxLabelLength - 1);
    if (cut < LabelFinder::maxLabelLength / 2) {
        cut = LabelFinder::maxLabelLength - 1;
    }
    return label.left(cut) + u'…';
}

} // namespace

QString LabelFinder::kernelLabel(const QString &line)
{
    static const QRegularExpression kernel(
        uR"(^(?:(?:with|on|kernel|linux|using)\s+)?\[?((?:linux-)?v?\d+\.\d+(?:\.\d+)*[\w.+~-]*)\]?\s*:?$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    const auto match = kernel.match(line.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

QString LabelFinder::find(const QList<CleanLine> &preamble)
{
    int seen = 0;
    for (qsizetype i = preamble.size() - 1; i >= 0 && seen < labelLookBack; --i) {
        const QString line = preamble.at(i).text.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        ++seen;
        if (const QString kernel = kernelLabel(line); !kernel.isEmpty()) {
            return kernel;
        }
        if (const QString label = colonOrBracketLabel(withWrappedStart(preamble, i));
            !label.isEmpty()) {
            return shortened(label);
        }
    }
    seen = 0;
    for (qsizetype i = preamble.size() - 1; i >= 0 && seen < proseLookBack; --i) {
        const QString line = preamble.at(i).text.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        ++seen;
        if (isProse(line) || isPathCaption(line)) {
            return shortened(withWrappedStart(preamble, i));
        }
    }
    return {};
}

} // namespace vmscope
