import CMarkGFM
import Glibc

/// Memory for cmark-gfm while one thread works on one document: allocations bump through large blocks and are
/// all released at once by `reset()`, as cmark-gfm's own command does with its arena. It spares a malloc and a
/// free for every node, and the walk that frees the tree. The arena belongs to its thread (cmark's allocator
/// hooks take no context), and a document's whole life (parse, walk, render) is one synchronous call on one
/// thread, so no arena is ever touched by two threads.
final class ThreadArena {
    private static let blockSize = 1 << 20
    /// Blocks kept for the next document after a reset; more than this is given back to the system.
    private static let keptBlocks = 16
    /// Bytes before each allocation that hold its size, so that `reallocate` can copy it.
    private static let header = 16
    /// Under AddressSanitizer (`make fuzz`, `make test-sanitize`) every allocation gets memory of its own, freed on
    /// reset as large ones are: in a shared block, a read or write past an allocation's end would land in the next
    /// one, where ASan cannot see it.
    static let isolatesAllocations = dlsym(nil, "__asan_init") != nil

    // One thread owns the arena, so the dynamic exclusivity checks of a class's properties, on every one of
    // cmark's allocations, would find nothing.
    @exclusivity(unchecked) private var blocks: [UnsafeMutableRawPointer] = []
    /// Allocations too large for a block, freed on reset.
    @exclusivity(unchecked) private var large: [UnsafeMutableRawPointer] = []
    @exclusivity(unchecked) private var block = -1
    @exclusivity(unchecked) private var offset = blockSize
    @exclusivity(unchecked) private var last: UnsafeMutableRawPointer?

    /// cmark's allocator for this arena, for nodes made where no allocator is handed over (an extension's callback).
    /// It lives as long as the thread, longer than any document.
    let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(
            calloc: { count, size in ThreadArena.withCurrent { $0.allocate(count * size) } },
            realloc: { pointer, size in ThreadArena.withCurrent { $0.reallocate(pointer, size) } },
            free: { _ in }))
        return memory
    }()

    /// The calling thread's arena, made on first use and freed when the thread ends.
    static var current: ThreadArena {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<ThreadArena>.fromOpaque(stored).takeUnretainedValue()
        }
        let arena = ThreadArena()
        pthread_setspecific(key, Unmanaged.passRetained(arena).toOpaque())
        return arena
    }

    /// Calls `body` with the calling thread's arena, neither retained nor released: cmark allocates through it
    /// for every node, and the thread holds it for as long as it lives.
    static func withCurrent<Result>(_ body: (ThreadArena) -> Result) -> Result {
        guard let stored = pthread_getspecific(key) else { return body(current) }
        return Unmanaged<ThreadArena>.fromOpaque(stored)._withUnsafeGuaranteedRef(body)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<ThreadArena>.fromOpaque(stored).release() }
        }
        return key
    }()

    deinit {
        memory.deallocate()
        reset()
        for block in blocks { free(block) }
    }

    /// Zeroed memory, 16-byte aligned, as `calloc` gives.
    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        let needed = (Self.header + size + 15) & ~15
        let start: UnsafeMutableRawPointer
        if needed > Self.blockSize / 4 || Self.isolatesAllocations {
            guard let memory = calloc(1, needed) else { return nil }
            large.append(memory)
            start = memory
        } else {
            if offset + needed > Self.blockSize {
                block += 1
                if block == blocks.count {
                    guard let memory = malloc(Self.blockSize) else { return nil }
                    blocks.append(memory)
                }
                offset = 0
            }
            start = blocks[block] + offset
            offset += needed
            memset(start, 0, needed)
        }
        start.storeBytes(of: size, as: Int.self)
        let pointer = start + Self.header
        last = pointer
        return pointer
    }

    /// Grows the last allocation in place when it can, else copies into a new one.
    func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size) }
        let start = pointer - Self.header
        let old = start.load(as: Int.self)
        if pointer == last, block >= 0, start >= blocks[block], start < blocks[block] + Self.blockSize {
            let end = start - blocks[block] + ((Self.header + size + 15) & ~15)
            if end <= Self.blockSize {
                if size > old { memset(pointer + old, 0, size - old) }
                start.storeBytes(of: size, as: Int.self)
                offset = end
                return pointer
            }
        }
        guard let moved = allocate(size) else { return nil }
        moved.copyMemory(from: pointer, byteCount: min(old, size))
        return moved
    }

    /// Releases everything allocated since the last reset.
    func reset() {
        for memory in large { free(memory) }
        large.removeAll(keepingCapacity: true)
        while blocks.count > Self.keptBlocks { free(blocks.removeLast()) }
        block = -1
        offset = Self.blockSize
        last = nil
    }
}
