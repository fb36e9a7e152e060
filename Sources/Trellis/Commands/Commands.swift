@_spi(TrellisExtension) import TrellisCore

/// Menus and menu items an app adds to its menu bar with `.commands { … }`.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands this one is made of.
    associatedtype Body: Commands
    /// The commands this one is made of.
    @CommandsBuilder var body: Body { get }
}

/// Commands Trellis places itself, rather than through a body.
@MainActor
protocol PrimitiveCommands {
    func collect(into list: inout [CommandContribution])
}

extension Never: Commands {}

extension Commands {
    func collectCommands(into list: inout [CommandContribution]) {
        if let primitive = self as? any PrimitiveCommands {
            primitive.collect(into: &list)
        } else {
            body.collectCommands(into: &list)
        }
    }
}

/// What one command declaration adds to the menu bar.
enum CommandContribution {
    /// A menu of its own, titled, between View and Window.
    case menu(title: String, content: AnyView)
    /// Items placed around or instead of a standard group.
    case group(CommandGroupPlacement, CommandGroupPosition, AnyView)
    /// The system's own items at a placement, which appear only when asked for
    /// (`SidebarCommands`).
    case standard(CommandGroupPlacement)
}

/// Where a `CommandGroup` goes relative to its placement.
enum CommandGroupPosition {
    case before, after, replacing
}

/// Builds commands.
@MainActor @resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One set of commands passes through.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several sets of commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }

    /// Commands written as a statement.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// No commands.
    public init() {}
    /// Primitive: adds nothing.
    public var body: Never { fatalError("EmptyCommands has no body") }
    func collect(into list: inout [CommandContribution]) {}
}

/// Several sets of commands built together by ``CommandsBuilder``.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    let commands: (repeat each Content)

    /// Groups `commands`.
    public init(_ commands: repeat each Content) {
        self.commands = (repeat each commands)
    }

    /// Primitive: Trellis places the commands it holds.
    public var body: Never { fatalError("TupleCommands has no body") }

    func collect(into list: inout [CommandContribution]) {
        for command in repeat each commands {
            command.collectCommands(into: &list)
        }
    }
}
