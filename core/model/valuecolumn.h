// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <utility>
#include <vector>

namespace vmscope {

/// One column of numbers (a TimeSeries' values or its time axis), stored as narrow as its
/// values allow, so that a week of `vmstat 1` is not held as 17 doubles a row:
/// - a straight line (`0 1 2 3…`, a constant `st` of 0) as its first value and its step;
/// - whole numbers in 1, 2 or 4 bytes, the type's lowest value standing for NaN;
/// - doubles once a value is not whole or does not fit 32 bits.
/// Appending widens the storage when a value needs it (each value is copied at most once per
/// width); every value reads back as exactly the double that was appended (NaN as NaN).
class ValueColumn
{
public:
    enum class Storage : std::uint8_t { Line, Int8, Int16, Int32, Double };

    ValueColumn() = default;
    ValueColumn(const ValueColumn &) = default;
    ValueColumn &operator=(const ValueColumn &) = default;
    /// A column moved from is empty, as a std::vector is: its size must not outlive its bytes.
    ValueColumn(ValueColumn &&other) noexcept { *this = std::move(other); }
    ValueColumn &operator=(ValueColumn &&other) noexcept
    {
        if (this != &other) {
            m_storage = std::exchange(other.m_storage, Storage::Line);
            m_size = std::exchange(other.m_size, 0);
            m_first = std::exchange(other.m_first, 0);
            m_step = std::exchange(other.m_step, 0);
            m_reserved = std::exchange(other.m_reserved, 0);
            m_bytes = std::move(other.m_bytes);
            other.m_bytes.clear();
        }
        return *this;
    }
    ValueColumn(std::size_t count, double value);
    explicit ValueColumn(const std::vector<double> &values);

    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }
    [[nodiscard]] double operator[](std::size_t row) const
    {
        switch (m_storage) {
        case Storage::Line:
            return onLine(row);
        case Storage::Int8:
            return stored<std::int8_t>(row);
        case Storage::Int16:
            return stored<std::int16_t>(row);
        case Storage::Int32:
            return stored<std::int32_t>(row);
        case Storage::Double:
            break;
        }
        double value;
        std::memcpy(&value, m_bytes.data() + row * sizeof value, sizeof value);
        return value;
    }
    [[nodiscard]] double at(std::size_t row) const;
    [[nodiscard]] double front() const { return (*this)[0]; }
    [[nodiscard]] double back() const { return (*this)[m_size - 1]; }

    void push_back(double value);
    /// Sets one value; the storage widens when it needs to.
    void set(std::size_t row, double value);
    void reserve(std::size_t count);
    void clear();

    [[nodiscard]] Storage storage() const { return m_storage; }
    /// Bytes the values take (not counting the object itself).
    [[nodiscard]] std::size_t bytes() const { return m_bytes.size(); }
    [[nodiscard]] std::vector<double> toVector() const;

    /// Reads values as doubles, by index: enough for range-for, std::lower_bound, std::minmax.
    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = double;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = double;

        const_iterator() = default;
        const_iterator(const ValueColumn *column, std::size_t row) : m_column(column), m_row(row) {}
        double operator*() const { return (*m_column)[m_row]; }
        double operator[](difference_type offset) const { return (*m_column)[m_row + std::size_t(offset)]; }
        const_iterator &operator++() { ++m_row; return *this; }
        const_iterator operator++(int) { const_iterator was = *this; ++m_row; return was; }
        const_iterator &operator--() { --m_row; return *this; }
        const_iterator operator--(int) { const_iterator was = *this; --m_row; return was; }
        const_iterator &operator+=(difference_type offset) { m_row += std::size_t(offset); return *this; }
        const_iterator &operator-=(difference_type offset) { m_row -= std::size_t(offset); return *this; }
        friend const_iterator operator+(const_iterator it, difference_type offset) { return it += offset; }
        friend const_iterator operator+(difference_type offset, const_iterator it) { return it += offset; }
        friend const_iterator operator-(const_iterator it, difference_type offset) { return it -= offset; }
        friend difference_type operator-(const_iterator a, const_iterator b)
        {
            return difference_type(a.m_row) - difference_type(b.m_row);
        }
        friend bool operator==(const_iterator a, const_iterator b) { return a.m_row == b.m_row; }
        friend auto operator<=>(const_iterator a, const_iterator b) { return a.m_row <=> b.m_row; }

    private:
        const ValueColumn *m_column = nullptr;
        std::size_t m_row = 0;
    };
    [[nodiscard]] const_iterator begin() const { return { this, 0 }; }
    [[nodiscard]] const_iterator end() const { return { this, m_size }; }
    [[nodiscard]] const_iterator cbegin() const { return begin(); }
    [[nodiscard]] const_iterator cend() const { return end(); }

    /// The stored values, null for a line: tells a column moved from one copied.
    [[nodiscard]] const void *data() const { return m_bytes.data(); }

    /// Value by value, as doubles compare (NaN is unequal to itself, as in a std::vector<double>).
    friend bool operator==(const ValueColumn &a, const ValueColumn &b);
    friend bool operator==(const ValueColumn &a, const std::vector<double> &b);

private:
    [[nodiscard]] double onLine(std::size_t row) const
    {
        // Row 0 is the first value itself: `first + 0 × step` would turn -0 into 0.
        return row == 0 ? m_first : m_first + double(row) * m_step;
    }
    /// A whole number as stored, the type's lowest value standing for NaN.
    template<typename Int>
    [[nodiscard]] double stored(std::size_t row) const
    {
        Int value;
        std::memcpy(&value, m_bytes.data() + row * sizeof value, sizeof value);
        return value == std::numeric_limits<Int>::min() ? std::numeric_limits<double>::quiet_NaN()
                                                        : double(value);
    }
    [[nodiscard]] bool fits(double value) const;
    /// Appends `value` when the storage (a whole-number one) holds it.
    template<typename Int>
    bool appendWhole(double value);
    void appendBytes(const void *value, std::size_t width);
    /// push_back() of a value the storage does not hold as it is: widen, then append.
    void pushSlowly(double value);
    void grow(std::size_t end);
    /// Appends `value`, which fits().
    void append(double value);
    /// Re-stores every value in the narrowest storage that also holds `value`.
    void widenFor(double value);
    void encode(const std::vector<double> &values, Storage storage);

    Storage m_storage = Storage::Line;
    std::size_t m_size = 0;
    double m_first = 0; // Line: the first value and the step between values
    double m_step = 0;
    std::size_t m_reserved = 0; // what reserve() asked for, kept for when the storage widens
    std::vector<unsigned char> m_bytes; // the values of the other storages, then room for more
};

// Inline: a parser appends every value it reads through these.
inline void ValueColumn::push_back(double value)
{
    // The common case in one switch: the value fits the storage the column has.
    switch (m_storage) {
    case Storage::Line:
        break;
    case Storage::Int8:
        if (appendWhole<std::int8_t>(value)) {
            return;
        }
        break;
    case Storage::Int16:
        if (appendWhole<std::int16_t>(value)) {
            return;
        }
        break;
    case Storage::Int32:
        if (appendWhole<std::int32_t>(value)) {
            return;
        }
        break;
    case Storage::Double:
        appendBytes(&value, sizeof value);
        return;
    }
    pushSlowly(value);
}

template<typename Int>
bool ValueColumn::appendWhole(double value)
{
    constexpr Int missing = std::numeric_limits<Int>::min();
    Int stored = missing;
    if (value == value) { // not NaN
        // Compared before converting: a double outside the type's range converts to nothing defined.
        if (!(value > double(missing) && value <= double(std::numeric_limits<Int>::max()))) {
            return false;
        }
        stored = Int(value);
        // -0 is a double's: as a whole number it would read back as 0.
        if (double(stored) != value || (stored == 0 && std::signbit(value))) {
            return false;
        }
    }
    appendBytes(&stored, sizeof stored);
    return true;
}

inline void ValueColumn::appendBytes(const void *value, std::size_t width)
{
    const std::size_t end = (m_size + 1) * width;
    if (end > m_bytes.size()) { // m_bytes is all capacity: no size to keep per value
        grow(end);
    }
    std::memcpy(m_bytes.data() + m_size * width, value, width);
    ++m_size;
}

} // namespace vmscope
