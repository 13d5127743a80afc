// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/valuecolumn.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace vmscope {

namespace {

using Storage = ValueColumn::Storage;

std::size_t widthOf(Storage storage)
{
    switch (storage) {
    case Storage::Line:
        return 0;
    case Storage::Int8:
        return 1;
    case Storage::Int16:
        return 2;
    case Storage::Int32:
        return 4;
    case Storage::Double:
        break;
    }
    return 8;
}

/// A whole number that the 32-bit storages hold exactly: not -0 (it would read back as 0),
/// and above the lowest value, which stands for NaN. No std::trunc: without SSE 4.1 it is a
/// call, and this runs for every value a parser reads.
bool isWhole32(double value)
{
    // Compared before converting: a double outside int32's range converts to nothing defined.
    if (!(value > double(std::numeric_limits<std::int32_t>::min())
          && value <= double(std::numeric_limits<std::int32_t>::max()))) {
        return false;
    }
    const auto whole = std::int32_t(value);
    return double(whole) == value && !(whole == 0 && std::signbit(value));
}

template<typename Int>
bool fitsInt(double value)
{
    return std::isnan(value)
        || (isWhole32(value) && value > double(std::numeric_limits<Int>::min())
            && value <= double(std::numeric_limits<Int>::max()));
}

bool fitsStorage(double value, Storage storage)
{
    switch (storage) {
    case Storage::Line:
        return false; // asked of a line's own rule, in ValueColumn::fits()
    case Storage::Int8:
        return fitsInt<std::int8_t>(value);
    case Storage::Int16:
        return fitsInt<std::int16_t>(value);
    case Storage::Int32:
        return fitsInt<std::int32_t>(value);
    case Storage::Double:
        break;
    }
    return true;
}

template<typename Int>
void store(unsigned char *at, double value)
{
    const Int stored = std::isnan(value) ? std::numeric_limits<Int>::min() : Int(value);
    std::memcpy(at, &stored, sizeof stored);
}

void storeAs(Storage storage, unsigned char *at, double value)
{
    switch (storage) {
    case Storage::Line:
        return;
    case Storage::Int8:
        return store<std::int8_t>(at, value);
    case Storage::Int16:
        return store<std::int16_t>(at, value);
    case Storage::Int32:
        return store<std::int32_t>(at, value);
    case Storage::Double:
        break;
    }
    std::memcpy(at, &value, sizeof value);
}

/// The narrowest storage from `from` on that holds every one of `values`: set() and widenFor()
/// re-store a column in it.
Storage narrowestHolding(const std::vector<double> &values, Storage from)
{
    Storage storage = from;
    for (const double value : values) {
        while (!fitsStorage(value, storage)) {
            storage = Storage(int(storage) + 1);
        }
    }
    return storage;
}

} // namespace

ValueColumn::ValueColumn(std::size_t count, double value)
{
    reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        push_back(value);
    }
}

ValueColumn::ValueColumn(const std::vector<double> &values)
{
    reserve(values.size());
    for (const double value : values) {
        push_back(value);
    }
}

double ValueColumn::at(std::size_t row) const
{
    if (row >= m_size) {
        throw std::out_of_range("ValueColumn::at");
    }
    return (*this)[row];
}

bool ValueColumn::fits(double value) const
{
    if (m_storage != Storage::Line) {
        return fitsStorage(value, m_storage);
    }
    // A line of whole numbers only, so that first + row × step is exact however it is computed.
    if (!isWhole32(value)) {
        return false;
    }
    if (m_size < 2) {
        return m_size == 0 || isWhole32(value - m_first);
    }
    return value == onLine(m_size);
}

void ValueColumn::pushSlowly(double value)
{
    if (!fits(value)) {
        widenFor(value);
    }
    append(value);
}

void ValueColumn::grow(std::size_t end)
{
    m_bytes.resize(std::max(end, 2 * m_bytes.size()));
}

void ValueColumn::append(double value)
{
    if (m_storage != Storage::Line) {
        const std::size_t width = widthOf(m_storage);
        unsigned char stored[sizeof(double)];
        storeAs(m_storage, stored, value);
        appendBytes(stored, width);
        return;
    }
    if (m_size == 0) {
        m_first = value;
    } else if (m_size == 1) {
        m_step = value - m_first;
    }
    ++m_size;
}

void ValueColumn::set(std::size_t row, double value)
{
    if (row >= m_size) {
        throw std::out_of_range("ValueColumn::set");
    }
    if (m_storage == Storage::Line && value == (*this)[row] && !std::signbit(value)) {
        return;
    }
    if (m_storage == Storage::Line || !fitsStorage(value, m_storage)) {
        std::vector<double> values = toVector();
        values[row] = value;
        encode(values, narrowestHolding(values, Storage::Int8));
        return;
    }
    storeAs(m_storage, m_bytes.data() + row * widthOf(m_storage), value);
}

void ValueColumn::widenFor(double value)
{
    // Never back to a line: once a value left it, the column is no line.
    std::vector<double> values = toVector();
    values.push_back(value);
    const Storage storage = narrowestHolding(values, m_storage == Storage::Line ? Storage::Int8 : m_storage);
    values.pop_back(); // append() adds it
    encode(values, storage);
}

void ValueColumn::encode(const std::vector<double> &values, Storage storage)
{
    const std::size_t width = widthOf(storage);
    const std::size_t capacity = std::max(m_reserved, values.size());
    std::vector<unsigned char> bytes(capacity * width);
    for (std::size_t i = 0; i < values.size(); ++i) {
        storeAs(storage, bytes.data() + i * width, values[i]);
    }
    m_bytes = std::move(bytes);
    m_storage = storage;
    m_size = values.size();
    m_first = m_step = 0;
}

void ValueColumn::reserve(std::size_t count)
{
    // A line needs no room; the narrowest storage it may widen to is reserved when it does.
    if (m_storage != Storage::Line && count * widthOf(m_storage) > m_bytes.size()) {
        m_bytes.resize(count * widthOf(m_storage));
    }
    m_reserved = std::max(m_reserved, count);
}

void ValueColumn::clear()
{
    *this = ValueColumn();
}

std::vector<double> ValueColumn::toVector() const
{
    std::vector<double> values;
    values.reserve(m_size);
    for (std::size_t i = 0; i < m_size; ++i) {
        values.push_back((*this)[i]);
    }
    return values;
}

namespace {
template<typename Column>
bool sameValues(const ValueColumn &a, const Column &b)
{
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!(a[i] == b[i])) {
            return false;
        }
    }
    return true;
}
} // namespace

bool operator==(const ValueColumn &a, const ValueColumn &b)
{
    return sameValues(a, b);
}

bool operator==(const ValueColumn &a, const std::vector<double> &b)
{
    return sameValues(a, b);
}

} // namespace vmscope
