command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:20:14Z
finished_utc: 2026-12-06T02:20:25Z
elapsed_s: 10.9
load_before:  02:20:14 up 15:13,  0 user,  load average: 5.83, 2.71, 2.14
busiest_before: rustc(74.9%) rustc(30.6%) rustc(29.3%) python3(20.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
