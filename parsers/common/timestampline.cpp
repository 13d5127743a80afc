// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/common/timestampline.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Longer lines are prose or log rows, never a lone timestamp.
constexpr qsizetype longestTimestamp = 64;

int monthNumber(QStringView name)
{
    static const QStringList months { u"jan"_s, u"feb"_s, u"mar"_s, u"apr"_s, u"may"_s, u"jun"_s,
        u"jul"_s, u"aug"_s, u"sep"_s, u"oct"_s, u"nov"_s, u"dec"_s };
    return int(months.indexOf(name.left(3).toString().toLower())) + 1; // 0 when unknown
}

/// `+0100`, `+01:00`, `-05`, `Z`: seconds east of UTC; zone names count as 0.
int offsetSeconds(QStringView zone)
{
    static const QRegularExpression numeric(uR"(^([+-])(\d{2}):?(\d{2})?$)"_s);
    const auto match = numeric.match(zone);
    if (!match.hasMatch()) {
        return 0;
    }
    const int seconds = match.capturedView(2).toInt() * 3600 + match.capturedView(3).toInt() * 60;
    return match.capturedView(1) == u"-" ? -seconds : seconds;
}

std::optional<TimestampLine> fromParts(
    int year, int month, int day, int hour, int minute, int second, QStringView zone)
{
    const QDate date(year, month, day);
    const QTime time(hour, minute, second);
    if (!date.isValid() || !time.isValid()) {
        return std::nullopt;
    }
    // In UTC, so that JSON and the charts print one form (`…Z`) whatever the zone was.
    QDateTime wallClock = QDateTime(date, time, QTimeZone(offsetSeconds(zone))).toUTC();
    TimestampLine line;
    line.seconds = double(wallClock.toSecsSinceEpoch());
    line.wallClock = std::move(wallClock);
    return line;
}

int hourOf(QStringView hour, QStringView meridiem)
{
    int value = hour.toInt();
    if (meridiem.compare(u"PM", Qt::CaseInsensitive) == 0 && value < 12) {
        value += 12;
    } else if (meridiem.compare(u"AM", Qt::CaseInsensitive) == 0 && value == 12) {
        value = 0;
    }
    return value;
}

} // namespace

std::optional<TimestampLine> readTimestampLine(QStringView text)
{
    const QStringView line = text.trimmed();
    if (line.isEmpty() || line.size() > longestTimestamp) {
        return std::nullopt;
    }
    // date: `Mon Nov 30 22:53:45 UTC 2026`, also without the weekday or the zone.
    static const QRegularExpression dateC(
        uR"(^(?:[A-Za-z]{3},?\s+)?([A-Za-z]{3})\s+(\d{1,2}),?\s+(\d{1,2}):(\d{2}):(\d{2})(?:\s+([A-Z]{2,5}|[+-]\d{2}:?\d{2}))?\s+(\d{4})$)"_s);
    // date in day-month locales: `Mon 30 Nov 2026 10:53:45 PM UTC`, `30 Nov 2026 22:53:45`.
    static const QRegularExpression dateDayFirst(
        uR"(^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})(?:\s*([AaPp][Mm]))?(?:\s+([A-Z]{2,5}|[+-]\d{2}:?\d{2}))?$)"_s);
    static const QRegularExpression iso(
        uR"(^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?\s*(Z|[+-]\d{2}:?\d{2}|[A-Z]{2,5})?$)"_s);
    static const QRegularExpression clock(uR"(^(\d{1,2}):(\d{2}):(\d{2})$)"_s);
    static const QRegularExpression epoch(uR"(^(\d{9,10})(?:\.\d+)?$)"_s);

    if (const auto m = dateC.match(line); m.hasMatch()) {
        const int month = monthNumber(m.capturedView(1));
        return month == 0 ? std::nullopt
                          : fromParts(m.capturedView(7).toInt(), month, m.capturedView(2).toInt(),
                              m.capturedView(3).toInt(), m.capturedView(4).toInt(),
                              m.capturedView(5).toInt(), m.capturedView(6));
    }
    if (const auto m = dateDayFirst.match(line); m.hasMatch()) {
        const int month = monthNumber(m.capturedView(2));
        return month == 0
            ? std::nullopt
            : fromParts(m.capturedView(3).toInt(), month, m.capturedView(1).toInt(),
                hourOf(m.capturedView(4), m.capturedView(7)), m.capturedView(5).toInt(),
                m.capturedView(6).toInt(), m.capturedView(8));
    }
    if (const auto m = iso.match(line); m.hasMatch()) {
        return fromParts(m.capturedView(1).toInt(), m.capturedView(2).toInt(),
            m.capturedView(3).toInt(), m.capturedView(4).toInt(), m.capturedView(5).toInt(),
            m.capturedView(6).toInt(), m.capturedView(7));
    }
    if (const auto m = clock.match(line); m.hasMatch()) {
        const QTime time(
            m.capturedView(1).toInt(), m.capturedView(2).toInt(), m.capturedView(3).toInt());
        if (!time.isValid()) {
            return std::nullopt;
        }
        TimestampLine stamp;
        stamp.seconds = time.msecsSinceStartOfDay() / 1000.0;
        return stamp;
    }
    if (const auto m = epoch.match(line); m.hasMatch()) {
        TimestampLine stamp;
        stamp.seconds = m.capturedView(1).toDouble();
        stamp.wallClock = QDateTime::fromSecsSinceEpoch(qint64(stamp.seconds)).toUTC();
        return stamp;
    }
    return std::nullopt;
}

std::optional<LogStamp> readLogStamp(QStringView stamp, int year)
{
    static const QRegularExpression syslog(
        uR"(^([A-Z][a-z]{2}) +(\d{1,2}) (\d\d):(\d\d):(\d\d)$)"_s);
    static const QRegularExpression iso(
        uR"(^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d:?\d\d)?$)"_s);
    if (const auto m = syslog.match(stamp); m.hasMatch()) {
        const int month = monthNumber(m.capturedView(1));
        auto line = month == 0
            ? std::nullopt
            : fromParts(year, month, m.capturedView(2).toInt(), m.capturedView(3).toInt(),
                m.capturedView(4).toInt(), m.capturedView(5).toInt(), {});
        return line ? std::optional(LogStamp { line->wallClock, true }) : std::nullopt;
    }
    if (const auto m = iso.match(stamp); m.hasMatch()) {
        auto line = fromParts(m.capturedView(1).toInt(), m.capturedView(2).toInt(),
            m.capturedView(3).toInt(), m.capturedView(4).toInt(), m.capturedView(5).toInt(),
            m.capturedView(6).toInt(), m.capturedView(8));
        if (!line) {
            return std::nullopt;
        }
        // Microseconds are printed; milliseconds are what QDateTime keeps.
        const QString fraction = m.captured(7).leftJustified(3, u'0').left(3);
        return LogStamp { line->wallClock.addMSecs(fraction.toInt()), false };
    }
    return std::nullopt;
}

} // namespace vmscope

namespace vmscope {

std::optional<SeparatorLine> readSeparatorLine(QStringView text)
{
    constexpr qsizetype longestSeparator = 120;
    const QStringView line = text.trimmed();
    if (line.isEmpty() || line.size() > longestSeparator || line.endsWith(u':')) {
        return std::nullopt;
    }
    const auto decoration = [](QChar c) {
        return c == u'=' || c == u'-' || c == u'#' || c == u'*' || c == u'~' || c == u'+'
            || c == u'_';
    };
    qsizetype from = 0;
    while (from < line.size() && decoration(line.at(from))) {
        ++from;
    }
    qsizetype to = line.size();
    while (to > from && decoration(line.at(to - 1))) {
        --to;
    }
    const bool decorated = from >= 2;
    const QList<QStringView> tokens = line.mid(from, to - from).trimmed().split(u' ', Qt::SkipEmptyParts);
    // The time: the longest run of tokens that reads as a timestamp line (`22:53:45`,
    // `Mon Nov 30 22:53:45 UTC 2026`).
    constexpr qsizetype longestTime = 7;
    SeparatorLine separator;
    qsizetype timeFrom = -1, timeTo = -1;
    for (qsizetype first = 0; first < tokens.size(); ++first) {
        for (qsizetype last = std::min(tokens.size(), first + longestTime); last > first; --last) {
            if (last - first <= timeTo - timeFrom) {
                break;
            }
            QString candidate;
            for (qsizetype k = first; k < last; ++k) {
                candidate += (k > first ? u" "_s : QString()) + tokens.at(k);
            }
            if (auto time = readTimestampLine(candidate)) {
                separator.time = time;
                timeFrom = first;
                timeTo = last;
                break;
            }
        }
    }
    if (!decorated && !separator.time) {
        return std::nullopt;
    }
    QStringList words;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        if (i < timeFrom || i >= timeTo) {
            words.append(tokens.at(i).toString());
        }
    }
    // Words and a time only, undecorated: a sentence with a time in it is prose.
    constexpr qsizetype mostWords = 4;
    if (!decorated && words.size() > mostWords) {
        return std::nullopt;
    }
    separator.words = words.join(u' ');
    return separator;
}

bool continuesSeries(const SeparatorLine &separator, const std::optional<SeparatorLine> &previous)
{
    // A rule of dashes alone says nothing: it goes on with whatever came before.
    return separator.time.has_value() || separator.words.isEmpty()
        || (previous && previous->words == separator.words);
}

} // namespace vmscope
