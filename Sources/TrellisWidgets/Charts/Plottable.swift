@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A value a chart can place along an axis: a number, a date or a category name.
///
/// Numbers, strings and dates conform. Conform your own types by giving a
/// primitive value (one of those) and making the type back from it.
public protocol Plottable {
    /// The primitive value this one is plotted as.
    associatedtype PrimitivePlottable: Plottable
    /// This value as its primitive value.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive value stands for, or `nil`.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A value a chart plots, labelled with what it measures.
public struct PlottableValue<Value: Plottable> {
    /// What the value measures, such as "Time"; axes and legends show it.
    public let label: String
    /// The value.
    public let value: Value

    /// `value`, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }

    var chartValue: ChartValue { ChartValue(value) }
}

/// Where a value goes on an axis: along a line of numbers, or in a named band.
enum ChartValue: Hashable {
    case number(Double)
    case date(Double)
    case category(String)

    init(_ plottable: some Plottable) {
        self = ChartValue.primitive(plottable, depth: 0)
    }

    private static func primitive(_ value: any Plottable, depth: Int) -> ChartValue {
        switch value {
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as CGFloat: return .number(Double(number))
        case let number as Int: return .number(Double(number))
        case let number as any BinaryInteger: return .number(Double(number))
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let string as String: return .category(string)
        default:
            // A user's type names a primitive; a chain that never reaches one is a category of its description.
            guard depth < 8 else { return .category(String(describing: value)) }
            return primitive(value.primitivePlottable, depth: depth + 1)
        }
    }

    /// The name of the series this value stands for, as `.foregroundStyle(by:)` and the legend give it.
    var seriesName: String {
        switch self {
        case .category(let name): name
        case .number(let number), .date(let number): String(describing: number)
        }
    }

    /// The position along a numeric or time axis; `nil` for a category.
    var number: Double? {
        switch self {
        case .number(let value), .date(let value): value
        case .category: nil
        }
    }
}

extension Double: Plottable {
    /// Itself.
    public var primitivePlottable: Double { self }
    /// Itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

extension Float: Plottable {
    /// Itself.
    public var primitivePlottable: Float { self }
    /// Itself.
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}

extension CGFloat: Plottable {
    /// Itself.
    public var primitivePlottable: CGFloat { self }
    /// Itself.
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}

extension Int: Plottable {
    /// Itself.
    public var primitivePlottable: Int { self }
    /// Itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

extension String: Plottable {
    /// Itself.
    public var primitivePlottable: String { self }
    /// Itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

extension Date: Plottable {
    /// Itself.
    public var primitivePlottable: Date { self }
    /// Itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}
