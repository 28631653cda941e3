command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:47:12Z
finished_utc: 2026-12-06T02:47:22Z
elapsed_s: 9.5
load_before:  02:47:12 up 15:40,  0 user,  load average: 6.09, 5.93, 5.17
busiest_before: rustc(61.9%) clippy-driver(31.6%) clippy-driver(28.0%) cargo(1.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
