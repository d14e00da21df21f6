// SendableRx — SendableRxDiff

/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// Elements outside the subsequence are the ones a diff reports as moved, so a longest subsequence gives the fewest
/// moves. Runs in O(n log n) time, and in O(n) when `values` is already increasing (the common case).
///
/// - Parameter values: The sequence to examine; typically old positions listed in new order.
/// - Returns: An array with the same count as `values`, `true` for the elements of the subsequence.
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return [Bool](repeating: true, count: values.count)
    }
    // tails[l] is the index of the smallest possible last element of an increasing subsequence of length l + 1.
    var tails = [Int]()
    var predecessor = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low > 0 {
            predecessor[index] = tails[low - 1]
        }
        if low == tails.count {
            tails.append(index)
        } else {
            tails[low] = index
        }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        mask[index] = true
        index = predecessor[index]
    }
    return mask
}
