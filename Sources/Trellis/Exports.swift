@_exported import TrellisCore
